import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFromNumber, dayNumber, dayNumberFromUnixSeconds, unixSecondsAtDayStart, weekdayOf } from './calendar.ts';
import { addDays, dayRange, daysBetween } from './days.ts';

describe('calendar', () => {
  it('numbers days from 1970-01-01 like Date.UTC does', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2025-11-11')).toBe(Date.UTC(2025, 10, 11) / 86_400_000);
    expect(dayFromNumber(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('round-trips every day', () => {
    fc.assert(fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => dayNumber(dayFromNumber(n)) === n));
  });

  it('rejects days that are not dates', () => {
    expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => dayNumber('11/11/2025')).toThrow(RangeError);
  });

  it('knows the weekday (2025-11-11 was a Tuesday)', () => {
    expect(weekdayOf(dayNumber('2025-11-11'))).toBe(2);
  });

  it('reads unix timestamps as Jakarta days', () => {
    // 2025-11-10T17:30:00Z is 00:30 on 11 November in Jakarta.
    expect(dayFromNumber(dayNumberFromUnixSeconds(Date.UTC(2025, 10, 10, 17, 30) / 1000))).toBe('2025-11-11');
    expect(dayNumberFromUnixSeconds(unixSecondsAtDayStart(20_000))).toBe(20_000);
    expect(dayNumberFromUnixSeconds(unixSecondsAtDayStart(20_000) - 1)).toBe(19_999);
  });

  it('adds and counts days on Day strings across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-11-11', '2025-12-12')).toBe(31);
    expect(dayRange('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 1_000 }),
        (n) => daysBetween('2026-11-22', addDays('2026-11-22', n)) === n,
      ),
    );
  });
});
