import { describe, expect, it } from 'vitest';
import { addDays, dayDisabled, defaultRange, jakartaToday, rangeDays, rangeParam, rangeProblem } from './dates.ts';

describe('analytics dates', () => {
  it('count today in Jakarta', () => {
    // 18:00 UTC on the 1st is already the 2nd in Jakarta (UTC+7).
    expect(jakartaToday(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-02');
  });

  it('open on seven days ending on the last day with figures, from 8 to 2 days ago while it is unknown', () => {
    expect(defaultRange('2026-03-10', '2026-03-09')).toEqual({ start_date: '2026-03-03', end_date: '2026-03-09' });
    expect(defaultRange('2026-03-10')).toEqual({ start_date: '2026-03-02', end_date: '2026-03-08' });
    expect(rangeParam(new URLSearchParams('from=2026-02-01&to=bad'), '2026-03-10')).toEqual(defaultRange('2026-03-10'));
    expect(rangeParam(new URLSearchParams('from=2026-02-01&to=2026-02-05'), '2026-03-10')).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-02-05',
    });
  });

  it('accept only ranges of 3 days up to the plan maximum, not after today', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(rangeDays({ start_date: '2026-03-01', end_date: '2026-03-03' })).toBe(3);
    expect(rangeProblem({ start_date: '2026-03-01', end_date: '2026-03-03' }, 30, '2026-03-10')).toBeNull();
    expect(rangeProblem({ start_date: '2026-03-01', end_date: '2026-03-02' }, 30, '2026-03-10')).toBe('length');
    expect(rangeProblem({ start_date: '2026-01-01', end_date: '2026-03-01' }, 30, '2026-03-10')).toBe('length');
    expect(rangeProblem({ start_date: '2026-01-01', end_date: '2026-03-01' }, 90, '2026-03-10')).toBeNull();
    expect(rangeProblem({ start_date: '2026-03-05', end_date: '2026-03-01' }, 30, '2026-03-10')).toBe('order');
    expect(rangeProblem({ start_date: '2026-03-08', end_date: '2026-03-11' }, 30, '2026-03-10')).toBe('future');
  });

  it('offer in the picker no day after today, nor one that makes the range longer than the plan allows', () => {
    const today = '2026-03-10';
    expect(dayDisabled('2026-03-11', today, 30)).toBe(true);
    expect(dayDisabled('2026-03-10', today, 30)).toBe(false);
    expect(dayDisabled('2025-01-01', today, 30)).toBe(false);
    // From 2026-02-01, 30 days end on 2026-03-02 (both ends counted); a day more is too long, either way.
    expect(dayDisabled('2026-03-02', today, 30, '2026-02-01')).toBe(false);
    expect(dayDisabled('2026-03-03', today, 30, '2026-02-01')).toBe(true);
    expect(dayDisabled('2026-01-03', today, 30, '2026-02-01')).toBe(false);
    expect(dayDisabled('2026-01-02', today, 30, '2026-02-01')).toBe(true);
    expect(dayDisabled('2026-03-03', today, 90, '2026-02-01')).toBe(false);
  });
});
