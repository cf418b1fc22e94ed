import type { Day } from './observation.ts';

const MS_PER_DAY = 86_400_000;

const toUtc = (day: Day): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** Calendar arithmetic on YYYY-MM-DD days (no time zone involved: days are already local). */
export const addDays = (day: Day, n: number): Day => fromUtc(toUtc(day) + n * MS_PER_DAY);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: Day, to: Day): number => Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);

/** Every day from `first` to `last`, both included. */
export function dayRange(first: Day, last: Day): Day[] {
  const days: Day[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

const jakartaCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Indonesia's western time zone (WIB), where the market's days begin. */
export const jakartaDay = (at: Date): Day => jakartaCalendar.format(at);
