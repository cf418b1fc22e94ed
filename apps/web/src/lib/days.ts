/** A calendar day, YYYY-MM-DD. */
export type Day = string;

const DAY_MS = 86_400_000;

/** Today in Indonesian western time, where market days, fee tables and recaps are counted (DESIGN §5). */
export function jakartaToday(now: Date = new Date()): Day {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The preset lengths of a date range picker: the last 7, 30 and 90 days. */
const PRESET_RANGE_DAYS = [7, 30, 90] as const;

/** The last 7, 30 and 90 days up to `end` (the last day with figures), those the plan's `maxDays` allows. */
export const lastDaysRanges = (end: Day, maxDays: number): { days: number; start_date: Day; end_date: Day }[] =>
  PRESET_RANGE_DAYS.filter((days) => days <= maxDays).map((days) => ({
    days,
    start_date: addDays(end, 1 - days),
    end_date: end,
  }));
