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
