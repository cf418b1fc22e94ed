/** The calculators' URL slugs (/kalkulator/<slug>). */
export const CALCULATOR_SLUGS = ['acos-roas', 'profit', 'target-roas', 'biaya-shopee', 'harga-tiktok'] as const;
export type CalculatorSlug = (typeof CALCULATOR_SLUGS)[number];

/** The public pages search engines are told about in sitemap.xml (blog articles are added from the content files). */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/harga',
  '/kelas',
  '/tutorial',
  '/blog',
  '/produk-terlaris-shopee',
  '/api',
  '/kalkulator',
  ...CALCULATOR_SLUGS.map((slug) => `/kalkulator/${slug}`),
  '/kontak',
  '/privacy-policy',
  '/refund-policy',
  '/terms-and-condition',
];

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sitemap of the given paths on the site's origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
