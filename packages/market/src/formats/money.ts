/** How marketplaces write money. */

/** Shopee sends prices as integers scaled by 100,000 (Rp 125.000 → 12_500_000_000). */
export const SHOPEE_PRICE_SCALE = 100_000;

export const toShopeePrice = (rupiah: number): number => Math.round(rupiah * SHOPEE_PRICE_SCALE);
export const fromShopeePrice = (scaled: number): number => scaled / SHOPEE_PRICE_SCALE;

/** Spec §3: the stock value of a product or variant is its price times its stock. */
export const stockValue = (price: number, stock: number): number => price * stock;

/** Whole rupiah with dots between thousands: 1250000 → '1.250.000'. */
export function groupThousands(rupiah: number): string {
  const digits = String(Math.round(Math.abs(rupiah)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += '.';
    out += digits[i];
  }
  return rupiah < 0 ? `-${out}` : out;
}

/** Tokopedia's price text: 'Rp125.000'. */
export const formatRupiah = (rupiah: number): string => `Rp${groupThousands(rupiah)}`;

const RUPIAH_TEXT = /^\s*Rp\s?(\d{1,3}(?:\.\d{3})*)(?:,\d+)?\s*$/i;

/** 'Rp125.000' → 125000; undefined for anything else (an empty original price included). */
export function parseRupiah(text: string): number | undefined {
  const match = RUPIAH_TEXT.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll('.', ''));
}
