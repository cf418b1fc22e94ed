/** What data health reads of the crawler: each marketplace's last block, unless a page of it was crawled since. */
export { currentBlocks } from './crawl.repo.ts';
