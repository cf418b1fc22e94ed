/**
 * `npm run bench:crawl [-- --pages N --per-keyword P --concurrency C]`: the crawler (decisions/037)
 * in Debian's Chromium through N search pages of the local marketplace site (1,000 by default,
 * half on Shopee and half on Tokopedia, 60 products a page, P pages a keyword), every answer
 * handed to the intake of the embedded PostgreSQL server in a temporary directory. Prints the
 * time, pages and products a second, and the peak memory of this process and of the browser's.
 */
import { openDatabase } from '@pasarlens/db';
import type { Marketplace } from '@pasarlens/market';
import { startMarketSite, type MarketplaceShelf } from '@pasarlens/market/site';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/api/src/config.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { crawlerService } from '../../apps/api/src/modules/crawler/crawler.service.ts';
import type { CrawlTarget } from '../../apps/api/src/modules/crawler/targets.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    'per-keyword': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '4' },
    products: { type: 'string', default: '60000' },
  },
});
const pages = Number(values.pages);
const perKeyword = Number(values['per-keyword']);
const MARKETPLACES: Marketplace[] = ['shopee', 'tokopedia'];
const PER_PAGE = 60;

/** Keywords (two-letter stems of the shelf's words) whose search fills `perKeyword` pages of 60. */
function keywords(shelf: MarketplaceShelf, names: string[], count: number): string[] {
  const stems = [...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 3))]
    .map((w) => w.slice(0, 2))
    .filter((w, i, all) => all.indexOf(w) === i);
  const full = stems.filter((stem) => shelf.search(stem).length >= perKeyword * PER_PAGE);
  if (full.length < count) throw new Error(`Only ${full.length} keywords fill ${perKeyword} pages; raise --products`);
  return full.slice(0, count);
}

/** Proportional memory (PSS: shared pages split between their processes) of a process, in kB; 0 once it is gone. */
function pss(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of this process and the proportional memory of its Chromium processes, in MB. */
function memory(): { node: number; browser: number } {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, comm]) => ({ pid: Number(pid), ppid: Number(ppid), chromium: /chrom/.test(comm ?? '') }));
  const children = new Map<number, typeof rows>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  let browser = 0;
  const stack = [...(children.get(process.pid) ?? [])];
  for (let row = stack.pop(); row !== undefined; row = stack.pop()) {
    if (row.chromium) browser += pss(row.pid);
    stack.push(...(children.get(row.pid) ?? []));
  }
  return { node: process.memoryUsage().rss / 2 ** 20, browser: browser / 1024 };
}

const site = await startMarketSite({ products: Number(values.products) });
const dir = mkdtempSync(join(tmpdir(), 'pasarlens-bench-crawl-'));
const database = await openDatabase({ dataDir: dir });
const peak = { node: 0, browser: 0 };
const sampler = setInterval(() => {
  const now = memory();
  peak.node = Math.max(peak.node, now.node);
  peak.browser = Math.max(peak.browser, now.browser);
}, 500);
try {
  const targets: CrawlTarget[] = MARKETPLACES.flatMap((marketplace) => {
    const shelf = site.shelf[marketplace];
    const names = [...shelf.byId.values()].map((i) => i.product.name);
    return keywords(shelf, names, Math.ceil(pages / MARKETPLACES.length / perKeyword)).map((reference) => ({
      marketplace,
      kind: 'keyword' as const,
      reference,
    }));
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    MARKET_SITES: site.marketSites,
    CRAWL_DELAY_MS: '0',
    CRAWL_CONCURRENCY: values.concurrency,
  });
  const crawler = crawlerService({ database, clock: systemClock, config, log: (line) => console.error(line) });
  const started = performance.now();
  const report = await crawler.crawl(targets, perKeyword);
  const seconds = (performance.now() - started) / 1000;
  const done = report.marketplaces.reduce((n, m) => n + m.done, 0);
  const products = report.marketplaces.reduce((n, m) => n + m.products, 0);
  const accepted = report.marketplaces.reduce((n, m) => n + m.accepted, 0);
  for (const m of report.marketplaces)
    console.log(`${m.marketplace}: ${m.done}/${m.pages} pages, ${m.products} products read, ${m.accepted} accepted`);
  console.log(
    `${done} pages, ${products} products read (${accepted} accepted) in ${seconds.toFixed(1)} s:` +
      ` ${(done / seconds).toFixed(1)} pages/s, ${Math.round(products / seconds)} products/s;` +
      ` peak RSS ${Math.round(peak.node)} MB (Node) + ${Math.round(peak.browser)} MB (Chromium, PSS),` +
      ` ${values.concurrency} pages at a time per marketplace`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}
