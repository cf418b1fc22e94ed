import { dayFromNumber, dayNumber, JAKARTA_OFFSET_SECONDS } from './calendar.ts';
import type { Day } from './observation.ts';

/** Calendar arithmetic on YYYY-MM-DD days (no time zone involved: days are already local). */
export const addDays = (day: Day, n: number): Day => dayFromNumber(dayNumber(day) + n);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

/** Every day from `first` to `last`, both included. */
export function dayRange(first: Day, last: Day): Day[] {
  const days: Day[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

const jakartaCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Indonesia's western time zone (WIB), where the market's days begin. */
export const jakartaDay = (at: Date): Day => jakartaCalendar.format(at);

/**
 * The time on Jakarta's clocks (WIB, no daylight saving) as a Date whose UTC fields read it: what
 * a spreadsheet, whose dates carry no time zone, should show.
 */
export const jakartaWallClock = (at: Date): Date => new Date(at.getTime() + JAKARTA_OFFSET_SECONDS * 1000);
