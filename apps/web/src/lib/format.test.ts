import { describe, expect, it } from 'vitest';
import { formatDate, formatIdr, formatNumber, formatPercent, formatShortCount } from './format.ts';

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
  it('writes fractions as percentages in the interface language', () => {
    expect(formatPercent(0.085, 'id')).toBe('8,5%');
    expect(formatPercent(0.085, 'en')).toBe('8.5%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });
  it('writes short counts like the quick picks', () => {
    expect([10_000, 50_000, 220_000, 1_000_000, 1_500_000].map(formatShortCount)).toEqual(['10K', '50K', '220K', '1M', '1.5M']);
  });
  it('writes dates in Indonesian western time', () => {
    // 17:30 UTC on the 1st is already the 2nd in Jakarta (UTC+7).
    expect(formatDate('2026-03-01T17:30:00.000Z', 'en')).toBe('Mar 2, 2026');
  });
});
