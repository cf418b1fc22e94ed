import { describe, expect, it } from 'vitest';
import { formatIdr, formatNumber } from './format.ts';

describe('format', () => {
  it('writes rupiah with dots as thousands separators', () => {
    expect(formatIdr(0)).toBe('Rp 0');
    expect(formatIdr(299_000)).toBe('Rp 299.000');
    expect(formatIdr(19_000_000)).toBe('Rp 19.000.000');
  });
  it('writes plain numbers in the interface language', () => {
    expect(formatNumber(26_500, 'id')).toBe('26.500');
    expect(formatNumber(26_500, 'en')).toBe('26,500');
  });
});
