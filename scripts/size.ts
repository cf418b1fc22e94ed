/**
 * What each public page loads before it is usable: the public site's entry script (site.html,
 * decisions/022) and its static imports, the page's own lazy chunk and its static imports, their
 * CSS, the site's texts in one language and, for an article, its HTML (the largest of each),
 * gzipped as served. Fails above the limit. Reads the Vite manifest of `npm run build:web`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
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

const largest = (keys: string[]) =>
  keys.map((key) => chunk(key).file).reduce((most, file) => (sizeOf(file) > sizeOf(most) ? file : most));
const catalogue = largest(CATALOGUES);
const articleHtml = largest(Object.keys(manifest).filter((key) => /^content\/blog\/.+\.md\?html$/.test(key)));
const kb = (files: Iterable<string>, kind: RegExp) =>
  [...files].filter((file) => kind.test(file)).reduce((sum, file) => sum + sizeOf(file), 0) / 1024;

let failed = false;
console.log(`page                         JS KB  CSS KB  total KB (gzipped, limit ${LIMIT_KB} KB)`);
for (const [page, source] of Object.entries(PUBLIC_PAGES)) {
  const files = closure(
    source,
    closure(SITE_ENTRY, new Set(page === ARTICLE_PAGE ? [catalogue, articleHtml] : [catalogue])),
  );
  const [js, css] = [kb(files, /\.js$/), kb(files, /\.css$/)];
  const over = js + css > LIMIT_KB;
  failed ||= over;
  console.log(
    `${page.padEnd(28)} ${js.toFixed(1).padStart(5)}  ${css.toFixed(1).padStart(6)}  ${(js + css).toFixed(1).padStart(8)}${over ? '  over' : ''}`,
  );
}
if (failed) {
  console.error(`Some public pages load more than ${LIMIT_KB} KB of gzipped JS and CSS before they are usable.`);
  process.exit(1);
}
