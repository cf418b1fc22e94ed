import { createHash } from 'node:crypto';

/** Background and ink pairs, readable on each other; a category always gets the same one. */
const PALETTE = [
  ['#fde8e4', '#b33a24'],
  ['#e4f1fd', '#1d5f99'],
  ['#e6f6ea', '#23733a'],
  ['#fdf3dc', '#8a5a00'],
  ['#efe6fb', '#5b2f99'],
  ['#e0f5f4', '#146b66'],
  ['#fbe6f1', '#992861'],
  ['#eceff3', '#37474f'],
] as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first letters of the name's first two words, as a monogram. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * A product picture drawn from what is known of it, for a product whose own image is not at
 * hand (the simulated demo market, or an image the marketplace no longer serves): the
 * category's colours, a pattern of the product's own and its monogram, with the category named
 * underneath. The same product always gets the same picture.
 */
export function productArt(product: { name: string; category: string | null }): string {
  const category = product.category ?? '';
  const [background, ink] = PALETTE[digest(category)[0]! % PALETTE.length]!;
  const own = digest(product.name);
  const circles = [0, 1, 2].map((i) => {
    const x = 20 + (own[i * 3]! % 200);
    const y = 20 + (own[i * 3 + 1]! % 150);
    const r = 18 + (own[i * 3 + 2]! % 40);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}" opacity="0.12"/>`;
  });
  const label = escapeXml([...category].slice(0, 22).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(product.name.slice(0, 80))}">
<rect width="240" height="240" fill="${background}"/>
${circles.join('\n')}
<text x="120" y="132" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="64" font-weight="700" fill="${ink}">${escapeXml(monogram(product.name))}</text>
<text x="120" y="212" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="16" fill="${ink}">${label}</text>
</svg>`;
}
