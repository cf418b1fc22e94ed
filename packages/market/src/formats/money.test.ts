import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah, fromShopeePrice, parseRupiah, stockValue, toShopeePrice } from './money.ts';

describe('money', () => {
  it('scales Shopee prices by 100000', () => {
    expect(toShopeePrice(125_000)).toBe(12_500_000_000);
    expect(fromShopeePrice(12_500_000_000)).toBe(125_000);
  });

  it('prices stock as price × stock', () => {
    expect(stockValue(125_000, 12)).toBe(1_500_000);
    expect(stockValue(125_000, 0)).toBe(0);
  });

  it('writes and reads Tokopedia price texts', () => {
    expect(formatRupiah(125_000)).toBe('Rp125.000');
    expect(formatRupiah(1_250_000)).toBe('Rp1.250.000');
    expect(formatRupiah(500)).toBe('Rp500');
    expect(parseRupiah('Rp1.250.000')).toBe(1_250_000);
    expect(parseRupiah('Rp 99.900')).toBe(99_900);
    expect(parseRupiah('')).toBeUndefined();
    expect(parseRupiah('125000')).toBeUndefined();
  });

  it('reads back every price it writes', () => {
    fc.assert(fc.property(fc.nat(1_000_000_000_000), (rupiah) => parseRupiah(formatRupiah(rupiah)) === rupiah));
    fc.assert(fc.property(fc.nat(15_000_000), (rupiah) => fromShopeePrice(toShopeePrice(rupiah)) === rupiah));
  });
});
