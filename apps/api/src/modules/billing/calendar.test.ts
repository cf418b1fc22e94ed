import { describe, expect, it } from 'vitest';
import { addMonths, usagePeriod, wibDayOfMonth } from './calendar.ts';

const wib = (text: string) => new Date(`${text}+07:00`);

describe('billing calendar (Asia/Jakarta)', () => {
  it('takes the day of the month in Jakarta, not in UTC', () => {
    expect(wibDayOfMonth(new Date('2026-11-21T18:30:00Z'))).toBe(22);
    expect(wibDayOfMonth(new Date('2026-11-21T16:59:59Z'))).toBe(21);
  });

  it('starts a period at 00:00 WIB on the anchor day and resets a month later', () => {
    expect(usagePeriod(22, wib('2026-11-22T00:00:00'))).toEqual({
      start: wib('2026-11-22T00:00:00'),
      nextReset: wib('2026-12-22T00:00:00'),
    });
    expect(usagePeriod(22, wib('2026-11-21T23:59:59'))).toEqual({
      start: wib('2026-10-22T00:00:00'),
      nextReset: wib('2026-11-22T00:00:00'),
    });
  });

  it('uses the last day of a shorter month and crosses the year', () => {
    expect(usagePeriod(31, wib('2027-02-28T08:00:00'))).toEqual({
      start: wib('2027-02-28T00:00:00'),
      nextReset: wib('2027-03-31T00:00:00'),
    });
    expect(usagePeriod(15, wib('2027-01-10T08:00:00'))).toEqual({
      start: wib('2026-12-15T00:00:00'),
      nextReset: wib('2027-01-15T00:00:00'),
    });
  });

  it('adds months keeping the WIB time of day', () => {
    expect(addMonths(wib('2026-01-31T10:15:00'), 1)).toEqual(wib('2026-02-28T10:15:00'));
    expect(addMonths(wib('2026-11-22T23:30:00'), 12)).toEqual(wib('2027-11-22T23:30:00'));
    expect(addMonths(wib('2026-12-05T00:00:00'), 1)).toEqual(wib('2027-01-05T00:00:00'));
  });
});
