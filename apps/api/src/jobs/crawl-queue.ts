/** The crawl's queue (decisions/037): one crawl at a time, the daily plan's or the queued data requests'. */
export const CRAWL_QUEUE = 'crawl';

export interface CrawlJob {
  /** `daily`: the whole plan; `requests`: the data requests waiting, at once when the crawler is idle. */
  kind: 'daily' | 'requests';
}
