import { MIN_RANGE_DAYS } from '@pasarlens/contracts';
import { addDays, jakartaToday, type Day } from '../../lib/days.ts';

export { addDays, jakartaToday, type Day };

export interface DayRange {
  start_date: Day;
  end_date: Day;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isDay = (value: string | null): value is Day =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Days in a range, both ends included. */
export const rangeDays = ({ start_date, end_date }: DayRange): number =>
  Math.round((Date.parse(end_date) - Date.parse(start_date)) / DAY_MS) + 1;

/** Spec §9's calendar window (8 to 2 days ago) is seven days long. */
const DEFAULT_WINDOW_DAYS = 7;

/**
 * The day a default range ends on: the last day with figures, so that a chart's first seven days
 * are the seven the tables' 7-day totals count; spec §9's 2 days ago while that day is unknown.
 */
export const defaultEnd = (today: Day, lastDay: Day | null): Day =>
  lastDay !== null && lastDay <= today ? lastDay : addDays(today, -2);

/** The calendar's opening window: seven days ending on the last day with figures. */
export const defaultRange = (today: Day, lastDay: Day | null = null): DayRange => {
  const end = defaultEnd(today, lastDay);
  return { start_date: addDays(end, 1 - DEFAULT_WINDOW_DAYS), end_date: end };
};

/** Whether the URL names a range (?from=&to=) of its own. */
export const hasRangeParam = (params: URLSearchParams): boolean => isDay(params.get('from')) && isDay(params.get('to'));

/** The analytics range of the URL (?from=&to=), the default window when either is missing or malformed. */
export function rangeParam(params: URLSearchParams, today: Day, lastDay: Day | null = null): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) ? { start_date: from, end_date: to } : defaultRange(today, lastDay);
}

/** The longest range a plan may ask for: its history (spec §6), else spec §5's default maximum. */
export const DEFAULT_MAX_RANGE_DAYS = 30;

/** Why a range cannot be asked for (spec §5), or null when it can. */
export function rangeProblem(range: DayRange, maxDays: number, today: Day): 'order' | 'future' | 'length' | null {
  if (range.start_date > range.end_date) return 'order';
  if (range.end_date > today) return 'future';
  const days = rangeDays(range);
  if (days < MIN_RANGE_DAYS || days > maxDays) return 'length';
  return null;
}

/**
 * Days the range picker offers no more (spec §5): days after today, and, once the first end of a
 * range is picked (`from`), days that would make the range longer than `maxDays`.
 */
export function dayDisabled(day: Day, today: Day, maxDays: number, from?: Day): boolean {
  if (day > today) return true;
  if (from === undefined) return false;
  return rangeDays(day < from ? { start_date: day, end_date: from } : { start_date: from, end_date: day }) > maxDays;
}
