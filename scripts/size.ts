/**
 * What each public page loads before it is usable: the entry script and its static imports, the
 * page's own lazy chunk and its static imports, and their CSS, gzipped as served. Fails above the
 * limit. Reads the Vite manifest of `npm run build:web`.
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

const PUBLIC_PAGES: Record<string, string> = {
  '/': 'src/features/content/pages/LandingPage.tsx',
  '/harga': 'src/features/billing/pages/PricingPage.tsx',
  '/kelas': 'src/features/content/pages/ClassesPage.tsx',
  '/tutorial': 'src/features/content/pages/TutorialPage.tsx',
  '/blog': 'src/features/content/pages/BlogPage.tsx',
  '/blog/<article>': 'src/features/content/pages/BlogArticlePage.tsx',
  '/produk-terlaris-shopee': 'src/features/content/pages/BestSellersPage.tsx',
  '/api': 'src/features/content/pages/ApiPage.tsx',
  '/kalkulator/biaya-shopee': 'src/features/calculators/pages/ShopeeFeesPage.tsx',
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string): number => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file)!;
};

/** The files a chunk needs at once: itself, its CSS and its static imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
let failed = false;
console.log(`page                         JS+CSS gzipped (limit ${LIMIT_KB} KB)`);
for (const [page, source] of Object.entries(PUBLIC_PAGES)) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  const files = closure(source, closure(entry));
  const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const over = kb > LIMIT_KB;
  failed ||= over;
  console.log(`${page.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB${over ? '  over' : ''}`);
}
if (failed) {
  console.error(`Some public pages load more than ${LIMIT_KB} KB of gzipped JS and CSS before they are usable.`);
  process.exit(1);
}
