import type { Day } from './observation.ts';

/**
 * Days as integers, without Date objects: the simulator's and the parsers' hot paths use them
 * directly, and days.ts does arithmetic on Day strings through them. A day number counts days
 * since 1970-01-01; every day is an Asia/Jakarta (WIB, UTC+7, no daylight saving) date.
 */

export const SECONDS_PER_DAY = 86_400;
export const JAKARTA_OFFSET_SECONDS = 7 * 3_600;

export interface CivilDate {
  year: number;
  month: number;
  dayOfMonth: number;
}

/** Howard Hinnant's days_from_civil. */
function dayNumberFromCivil(year: number, month: number, dayOfMonth: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Howard Hinnant's civil_from_days. */
export function civilFromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a YYYY-MM-DD day; throws on a string that is not a real date. */
export function dayNumber(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const n = dayNumberFromCivil(year, month, dayOfMonth);
  const back = civilFromDayNumber(n);
  if (back.month !== month || back.dayOfMonth !== dayOfMonth) throw new RangeError(`Not a calendar date: ${day}`);
  return n;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function dayFromNumber(n: number): Day {
  const { year, month, dayOfMonth } = civilFromDayNumber(n);
  return `${year}-${pad2(month)}-${pad2(dayOfMonth)}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** The Asia/Jakarta calendar day of a unix timestamp in seconds. */
export const dayNumberFromUnixSeconds = (seconds: number): number =>
  Math.floor((seconds + JAKARTA_OFFSET_SECONDS) / SECONDS_PER_DAY);

/** Unix seconds of 00:00 WIB on a day. */
export const unixSecondsAtDayStart = (n: number): number => n * SECONDS_PER_DAY - JAKARTA_OFFSET_SECONDS;
