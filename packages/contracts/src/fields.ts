import { z } from 'zod';

/*
 * The primitives every request schema is built from. Each accepts what a careful client sends
 * (JSON values, or the strings of a query string) and rejects, with a message naming the rule,
 * anything the database or the rules behind it could not take: text PostgreSQL cannot store,
 * ids beyond their column, days that are not on the calendar, and the loose readings of
 * JavaScript's coercion ("false" as true, "0x10" as 16, "" as 0).
 */

/** The largest value of an `integer` column: serial ids are integers. */
export const INT4_MAX = 2_147_483_647;

export const TEXT_MESSAGE = 'Contains a character that is not allowed';
export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number';
export const NUMBER_MESSAGE = 'Must be a number';
export const FLAG_MESSAGE = 'Must be true or false';
export const DAY_MESSAGE = 'Use YYYY-MM-DD';
export const CALENDAR_DAY_MESSAGE = 'Not a day of the calendar';
export const RANGE_ORDER_MESSAGE = 'The start must not be after the end';

// A NUL, which PostgreSQL text cannot hold, or a UTF-16 surrogate without its pair, which
// cannot be encoded as UTF-8 (nor stored in jsonb).
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL can store this text as text and inside jsonb. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** The text without what PostgreSQL cannot store: text read from outside (a marketplace's answer) means nothing by those. */
export const storableText = (value: string): string => value.replace(new RegExp(UNSTORABLE, 'g'), '');

/** Text that can be stored: no NUL, no lone surrogate. Trim, bound and refine it further as a field needs. */
export const text = () => z.string().refine(isStorableText, TEXT_MESSAGE);

/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) => text().trim().max(max);

const DECIMAL_INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/** A number given as a JSON number, or as its plain decimal digits in a query string. */
const numeric = (pattern: RegExp, message: string) =>
  z.union([z.number({ error: message }), z.string().regex(pattern, message).transform(Number)], { error: message });

/** A whole number within [min, max]: 12 or "12"; never "0x10", "1e3", "" or true. */
export const wholeNumber = (min: number, max: number) =>
  numeric(DECIMAL_INTEGER, WHOLE_NUMBER_MESSAGE).pipe(z.number().int(WHOLE_NUMBER_MESSAGE).min(min).max(max));

/** A number within [min, max]: 4.5 or "4.5". */
export const decimalNumber = (min: number, max: number) =>
  numeric(DECIMAL, NUMBER_MESSAGE).pipe(z.number().min(min).max(max));

/** The id of a row: a whole number that fits its integer column. */
export const rowId = () => wholeNumber(1, INT4_MAX);

export const UUID_MESSAGE = 'Not a valid id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a row keyed by a uuid (an invoice): its 36 characters, any case. */
export const uuidId = () => z.string().regex(UUID, UUID_MESSAGE);

/** true or false, or their words in a query string; nothing else reads as either. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((word) => word === 'true')], { error: FLAG_MESSAGE });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD string names a real day (no 2026-02-30, no month 13, no day 00). */
export function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as YYYY-MM-DD. */
export const calendarDay = () => z.string().regex(DAY, DAY_MESSAGE).refine(isCalendarDay, CALENDAR_DAY_MESSAGE);

/** Two calendar days under the given names, the first not after the second (the error names the second). */
export function dayRange<S extends string, E extends string>(start: S, end: E) {
  return z
    .object({ [start]: calendarDay(), [end]: calendarDay() } as { [K in S | E]: ReturnType<typeof calendarDay> })
    .refine((range) => (range as Record<string, string>)[start]! <= (range as Record<string, string>)[end]!, {
      message: RANGE_ORDER_MESSAGE,
      path: [end],
    });
}
