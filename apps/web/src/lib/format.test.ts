import { describe, expect, it } from 'vitest';
import {
  formatCountCompact,
  formatDate,
  formatDay,
  formatDayShort,
  formatIdr,
  formatIdrCompact,
  formatIdrRangeCompact,
  formatNumber,
  formatPercent,
  formatRating,
  formatShortCount,
} from './format.ts';

describe('format', () => {
  it('writes rupiah with the thousands separators of the interface language', () => {
    expect(formatIdr(0, 'id')).toBe('Rp 0');
    expect(formatIdr(299_000, 'id')).toBe('Rp 299.000');
    expect(formatIdr(19_000_000, 'id')).toBe('Rp 19.000.000');
    expect(formatIdr(86_900, 'en')).toBe('Rp 86,900');
    expect(formatIdr(86_900, 'zh')).toBe('Rp 86,900');
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
    expect([10_000, 50_000, 220_000, 1_000_000, 1_500_000].map(formatShortCount)).toEqual([
      '10K',
      '50K',
      '220K',
      '1M',
      '1.5M',
    ]);
  });
  it('writes dates in Indonesian western time', () => {
    // 17:30 UTC on the 1st is already the 2nd in Jakarta (UTC+7).
    expect(formatDate('2026-03-01T17:30:00.000Z', 'en')).toBe('Mar 2, 2026');
  });

  it('abbreviates rupiah as each language does, so juta never reads as miliar', () => {
    // Intl keeps the number and its unit together with a no-break space.
    expect([12_500, 150_000_000, 1_200_000_000, 5_000_000_000_000].map((v) => formatIdrCompact(v, 'id'))).toEqual([
      'Rp 12,5\u00a0rb',
      'Rp 150\u00a0jt',
      'Rp 1,2\u00a0M',
      'Rp 5\u00a0T',
    ]);
    // English writes the British short scale, a word apart from the number: never a bare "B".
    expect([12_500, 150_000_000, 1_400_000_000].map((v) => formatIdrCompact(v, 'en'))).toEqual([
      'Rp 12.5\u00a0k',
      'Rp 150\u00a0m',
      'Rp 1.4\u00a0bn',
    ]);
    expect([150_000_000, 1_200_000_000].map((v) => formatIdrCompact(v, 'zh'))).toEqual(['Rp 1.5亿', 'Rp 12亿']);
    expect(formatCountCompact(950, 'id')).toBe('950');
    expect(formatCountCompact(15_782, 'en')).toBe('15.8k');
  });
  it('writes a rupiah range with its unit once where both ends share it', () => {
    expect(formatIdrRangeCompact(120_000_000, 150_000_000, 'id')).toBe('Rp 120–150\u00a0jt');
    expect(formatIdrRangeCompact(950_000, 1_200_000, 'id')).toBe('Rp 950\u00a0rb–1,2\u00a0jt');
    expect(formatIdrRangeCompact(120_000_000, 150_000_000, 'en')).toBe('Rp 120–150\u00a0m');
    expect(formatIdrRangeCompact(120_000_000, 150_000_000, 'zh')).toBe('Rp 1.2–1.5亿');
    expect(formatIdrRangeCompact(800, 950, 'id')).toBe('Rp 800–950');
    expect(formatIdrRangeCompact(150_010_000, 150_020_000, 'id')).toBe('Rp 150\u00a0jt');
  });
  it('writes ratings with one decimal', () => {
    expect(formatRating(4.412, 'id')).toBe('4,4');
    expect(formatRating(5, 'en')).toBe('5.0');
  });
  it('writes days as the language does, on any machine time zone', () => {
    expect(formatDayShort('2026-11-21', 'id')).toBe('21 Nov');
    expect(formatDayShort('2026-11-21', 'zh')).toBe('11月21日');
    expect(formatDay('2026-08-01', 'id')).toBe('1 Agu 2026');
    expect(formatDay('2026-08-01', 'en')).toBe('Aug 1, 2026');
  });
});
