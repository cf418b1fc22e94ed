/**
 * Billing dates on the Asia/Jakarta calendar (WIB, UTC+7 all year): token periods start at
 * 00:00 WIB on the purchase day of each month; a month without that day uses its last day.
 */
const WIB_OFFSET_MS = 7 * 3_600_000;

interface CalendarDate {
  year: number;
  /** 0-based, as Date.UTC takes it; out-of-range months roll into the next or previous year. */
  month: number;
  day: number;
}

function wibDate(at: Date): CalendarDate {
  const shifted = new Date(at.getTime() + WIB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** 00:00 WIB on `anchorDay` of the given month, or on its last day when the month is shorter. */
function anchorIn(year: number, month: number, anchorDay: number): Date {
  const normalised = new Date(Date.UTC(year, month, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth();
  return new Date(Date.UTC(y, m, Math.min(anchorDay, daysInMonth(y, m))) - WIB_OFFSET_MS);
}

/** The day of the month in Jakarta: a period's anchor when bought at `at`. */
export const wibDayOfMonth = (at: Date): number => wibDate(at).day;

/** The usage period that holds `now` for an anchor day: when it started and when it resets. */
export function usagePeriod(anchorDay: number, now: Date): { start: Date; nextReset: Date } {
  const { year, month } = wibDate(now);
  const thisMonth = anchorIn(year, month, anchorDay);
  const startMonth = thisMonth <= now ? month : month - 1;
  return { start: anchorIn(year, startMonth, anchorDay), nextReset: anchorIn(year, startMonth + 1, anchorDay) };
}

/** The same WIB time of day `months` later; the 31st becomes the month's last day. */
export function addMonths(at: Date, months: number): Date {
  const { year, month, day } = wibDate(at);
  const midnight = anchorIn(year, month, day);
  const target = anchorIn(year, month + months, day);
  return new Date(target.getTime() + (at.getTime() - midnight.getTime()));
}

/** 00:00 WIB of a calendar day given as YYYY-MM-DD. */
export const wibDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);
