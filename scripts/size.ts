/**
 * What a page loads before it is usable, gzipped as served, against its budget; fails above it.
 * Each public page: the public site's entry script (site.html, decisions/022) and its static
 * imports, the page's own lazy chunk and its static imports, their CSS, the site's texts in one
 * language and, for an article, its HTML (the largest of each). The signed-in first page (the
 * dashboard home, decisions/032): the app's entry (index.html) and its static imports, the home
 * route's chunk and its static imports, their CSS and one language's texts (the largest). Reads
 * the Vite manifest of `npm run build:web`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PUBLIC_LIMIT_KB = 150;
// What the signed-in first page loads today, with a little room (raised from 445 KB for the texts of
// the opportunities page and the revenue ranges, decisions/032); decisions/032 says what 250 KB would take.
const APP_LIMIT_KB = 448;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const SITE_ENTRY = 'site.html';
const CATALOGUES = ['src/i18n/site/id.ts', 'src/i18n/site/en.ts', 'src/i18n/site/zh.ts'];
const ARTICLE_PAGE = '/blog/<article>';
const APP_ENTRY = 'index.html';
const APP_HOME = 'src/features/home/pages/HomePage.tsx';
const APP_LANGUAGES = ['src/i18n/packs/id.ts', 'src/i18n/packs/en.ts', 'src/i18n/packs/zh.ts'];

const PUBLIC_PAGES: Record<string, string> = {
  '/': 'src/features/content/pages/LandingPage.tsx',
  '/harga': 'src/features/billing/pages/PricingPage.tsx',
  '/kelas': 'src/features/content/pages/ClassesPage.tsx',
  '/tutorial': 'src/features/content/pages/TutorialPage.tsx',
  '/blog': 'src/features/content/pages/BlogPage.tsx',
  [ARTICLE_PAGE]: 'src/features/content/pages/BlogArticlePage.tsx',
  '/produk-terlaris-shopee': 'src/features/content/pages/BestSellersPage.tsx',
  '/api': 'src/features/content/pages/ApiPage.tsx',
  '/terms-and-condition': 'src/features/content/pages/LegalPage.tsx',
  '/kalkulator': 'src/features/calculators/pages/CalculatorsPage.tsx',
  '/kalkulator/acos-roas': 'src/features/calculators/pages/AcosRoasPage.tsx',
  '/kalkulator/profit': 'src/features/calculators/pages/ProfitPage.tsx',
  '/kalkulator/target-roas': 'src/features/calculators/pages/TargetRoasPage.tsx',
  '/kalkulator/biaya-shopee': 'src/features/calculators/pages/ShopeeFeesPage.tsx',
  '/kalkulator/harga-tiktok': 'src/features/calculators/pages/TiktokPricePage.tsx',
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string): number => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file)!;
};
const chunk = (key: string): Chunk => {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not a chunk of the build`);
  return found;
};

/** The files a chunk needs at once: itself, its CSS and its static imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const { file, css = [], imports = [] } = chunk(key);
  if (files.has(file)) return files;
  files.add(file);
  for (const sheet of css) files.add(sheet);
  for (const imported of imports) closure(imported, files);
  return files;
}

/** The key of the largest of these chunks. */
const largest = (keys: string[]) =>
  keys.reduce((most, key) => (sizeOf(chunk(key).file) > sizeOf(chunk(most).file) ? key : most));
const catalogue = chunk(largest(CATALOGUES)).file;
const articleHtml = chunk(
  largest(Object.keys(manifest).filter((key) => /^content\/blog\/.+\.md\?html$/.test(key))),
).file;
const kb = (files: Iterable<string>, kind: RegExp) =>
  [...files].filter((file) => kind.test(file)).reduce((sum, file) => sum + sizeOf(file), 0) / 1024;

let failed = false;
/** Prints a page's figures; true when they are over its limit. */
function row(page: string, files: Set<string>, limit: number): boolean {
  const [js, css] = [kb(files, /\.js$/), kb(files, /\.css$/)];
  const over = js + css > limit;
  console.log(
    `${page.padEnd(28)} ${js.toFixed(1).padStart(5)}  ${css.toFixed(1).padStart(6)}  ${(js + css).toFixed(1).padStart(8)}${over ? '  over' : ''}`,
  );
  return over;
}

console.log(`page                         JS KB  CSS KB  total KB (gzipped, limit ${PUBLIC_LIMIT_KB} KB)`);
for (const [page, source] of Object.entries(PUBLIC_PAGES)) {
  const files = closure(
    source,
    closure(SITE_ENTRY, new Set(page === ARTICLE_PAGE ? [catalogue, articleHtml] : [catalogue])),
  );
  failed = row(page, files, PUBLIC_LIMIT_KB) || failed;
}
console.log(`\nsigned in                    JS KB  CSS KB  total KB (gzipped, limit ${APP_LIMIT_KB} KB)`);
const appFiles = closure(APP_HOME, closure(APP_ENTRY, closure(largest(APP_LANGUAGES))));
failed = row('/app (dashboard home)', appFiles, APP_LIMIT_KB) || failed;
if (failed) {
  console.error(
    `Some pages load more than their budget of gzipped JS and CSS before they are usable (public ${PUBLIC_LIMIT_KB} KB, signed in ${APP_LIMIT_KB} KB).`,
  );
  process.exit(1);
}
