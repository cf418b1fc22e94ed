/**
 * `npm run crawl -- [--marketplaces shopee,tokopedia,...] [--keywords FILE] [--categories ID,...] [--max-pages N] [--json]`:
 * drives Chromium through the marketplaces' search and category pages and hands the answers those
 * pages receive to the intake (decisions/037). A run that was killed is resumed by the next start
 * (its own targets, whatever is given). MARKET_SITES sends marketplaces to a test site.
 */
import { openDatabase } from '@pasarlens/db';
import { MARKETPLACES, type Marketplace } from '@pasarlens/market';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { crawlerService, type CrawlReport } from '../apps/api/src/modules/crawler/crawler.service.ts';
import type { CrawlTarget } from '../apps/api/src/modules/crawler/targets.ts';

const USAGE =
  'Usage: npm run crawl -- [--marketplaces shopee,tokopedia,...] [--keywords FILE] [--categories ID,...] [--max-pages N] [--json]';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The targets the arguments name: each keyword and category on each marketplace. */
export async function targetsOf(values: {
  marketplaces?: string;
  keywords?: string;
  categories?: string;
}): Promise<CrawlTarget[]> {
  const marketplaces = values.marketplaces === undefined ? [...MARKETPLACES] : list(values.marketplaces);
  const unknown = marketplaces.filter((m) => !MARKETPLACES.includes(m as Marketplace));
  if (unknown.length > 0)
    throw new Error(`Unknown marketplace ${unknown.join(', ')} (known: ${MARKETPLACES.join(', ')})`);
  const keywords =
    values.keywords === undefined
      ? []
      : (await readFile(values.keywords, 'utf8'))
          .split('\n')
          .map((k) => k.trim())
          .filter((k) => k && !k.startsWith('#'));
  const categories = list(values.categories);
  return (marketplaces as Marketplace[]).flatMap((marketplace) => [
    ...keywords.map((reference) => ({ marketplace, kind: 'keyword' as const, reference })),
    ...categories.map((reference) => ({ marketplace, kind: 'category' as const, reference })),
  ]);
}

export function summary(report: CrawlReport): string {
  const lines = [`Crawl run ${report.runId}${report.resumed ? ' (resumed)' : ''}`];
  for (const m of report.marketplaces) {
    lines.push(
      `${m.marketplace}: ${m.done}/${m.pages} pages, ${m.failed} failed; ${m.answers} answers (${m.malformed} malformed);` +
        ` ${m.products} products: ${m.accepted} accepted, ${m.skipped} skipped; ${m.blocked ? `BLOCKED: ${m.blocked}` : 'not blocked'}`,
    );
  }
  return lines.join('\n');
}

export async function runCrawl(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      marketplaces: { type: 'string' },
      keywords: { type: 'string' },
      categories: { type: 'string' },
      'max-pages': { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
  });
  const maxPages = Number(values['max-pages']);
  if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > 100)
    throw new Error(`--max-pages must be 1..100\n${USAGE}`);
  const targets = await targetsOf(values);
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    const crawler = crawlerService({ database, clock: systemClock, config, log: (line) => console.error(line) });
    if (targets.length === 0 && !(await crawler.unfinished()))
      throw new Error(`Nothing to crawl: give keywords or categories\n${USAGE}`);
    const report = await crawler.crawl(targets, maxPages);
    return values.json ? JSON.stringify(report) : summary(report);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCrawl(process.argv.slice(2))
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
