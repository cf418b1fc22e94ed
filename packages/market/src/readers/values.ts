import { storableText } from '@pasarlens/contracts';
import { dayFromNumber, dayNumberFromUnixSeconds } from '../calendar.ts';
import { parseRupiah } from '../formats/money.ts';
import { soldCounterSchema, type Day, type SoldCounter } from '../observation.ts';

/*
 * Lenient reading of JSON values. Each function returns the value when it is of the kind asked
 * for and in range, and null otherwise: a reader never throws on an answer, and a field of the
 * wrong kind is unknown, like a missing one.
 */

export type Rec = Record<string, unknown>;

export const isRec = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at a path of keys, or undefined. */
export function rec(value: unknown, ...keys: string[]): Rec | undefined {
  const found = dig(value, keys);
  return isRec(found) ? found : undefined;
}

/** The array at a path of keys, or undefined (an absent list is not an empty one). */
export function list(value: unknown, ...keys: string[]): unknown[] | undefined {
  const found = dig(value, keys);
  return Array.isArray(found) ? found : undefined;
}

/** The value at a path of keys through objects. */
function dig(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isRec(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The first argument that is not null or undefined, or null. */
export function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

/** A string with something in it, trimmed. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = storableText(value).trim();
  return trimmed.length > 0 ? trimmed : null;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A finite number, or a string holding one ('154250000', '4.9'). */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** A whole count ≥ 0 ('41' included). */
export function count(value: unknown): number | null {
  const n = num(value);
  return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** An amount > 0: a price where 0 and -1 mean that there is none. */
export function positive(value: unknown): number | null {
  const n = num(value);
  return n !== null && n > 0 ? n : null;
}

/** 'Rp12.000' → 12000. */
export function rupiahText(value: unknown): number | null {
  return typeof value === 'string' ? (parseRupiah(value) ?? null) : null;
}

/** The top of a price range written as text: 'Rp10.000 - Rp25.000' → 25000. */
export function rupiahRangeTop(value: unknown): number | null {
  const range = text(value);
  if (range === null || !range.includes('-')) return null;
  return rupiahText(range.split(/\s*-\s*/).at(-1));
}

export function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

const ID_TEXT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An id: a positive whole number or a word of letters, digits, '.', '_' and '-' (Tokopedia's '525027826', Blibli's 'UM2-60023'). */
export function idOf(value: unknown): string | null {
  // A number beyond 2^53 has lost digits on its way through JSON: it names no product.
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  const word = text(value);
  return word !== null && ID_TEXT.test(word) && !/^0+$/.test(word) ? word : null;
}

/** A star rating; 0 is what marketplaces show before the first review. */
export function stars(value: unknown): number | null {
  const n = num(value);
  return n !== null && n > 0 && n <= 5 ? n : null;
}

/** A share in percent, 0..100. */
export function percent(value: unknown): number | null {
  const n = num(value);
  return n !== null && n >= 0 && n <= 100 ? n : null;
}

/** What marketplaces show for a product without a brand. */
const NO_BRAND = new Set(['tanpa merek', 'tidak ada merek', 'no brand', 'nobrand', 'no-brand', 'oem', 'generic']);

export function brandName(value: unknown): string | null {
  const name = text(value);
  return name === null || NO_BRAND.has(name.toLowerCase()) ? null : name;
}

/** The address without its query and fragment ('…?extParam=ivf%3Dfalse' dropped). */
export function bareUrl(value: unknown): string | null {
  const url = text(value);
  if (url === null) return null;
  const bare = url.split(/[?#]/, 1)[0] ?? '';
  const absolute = bare.startsWith('//') ? `https:${bare}` : bare;
  return /^https?:\/\/[^/]+/i.test(absolute) ? absolute : null;
}

/** The last segment of an address's path: a shop's domain in 'https://www.tokopedia.com/elektrikalpanel'. */
export function lastPathSegment(url: string | null): string | null {
  if (url === null) return null;
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  return text(
    path
      .split('/')
      .filter((s) => s.length > 0)
      .at(-1),
  );
}

export const exactSold = (total: unknown): SoldCounter | null => {
  const n = count(total);
  return n === null ? null : { kind: 'exact', total: n };
};

/** A sold text read by a marketplace's parser, checked against the counter's schema. */
export function soldText(value: unknown, parse: (text: string) => SoldCounter | undefined): SoldCounter | null {
  const words = text(value);
  if (words === null) return null;
  const checked = soldCounterSchema.safeParse(parse(words));
  return checked.success ? checked.data : null;
}

/** Plausible listing times: from 2000-01-01 to 2100-01-01. */
const EARLIEST_SECONDS = 946_684_800;
const LATEST_SECONDS = 4_102_444_800;

/**
 * The Asia/Jakarta day of a listing time in unix seconds; null for a time before 2000 or after the
 * answer was received (a placeholder, not a date).
 */
export function listedDay(seconds: number | null, capturedAt: string): Day | null {
  if (seconds === null || seconds < EARLIEST_SECONDS) return null;
  const received = Date.parse(capturedAt);
  const latest = Number.isFinite(received) ? Math.min(received / 1000, LATEST_SECONDS) : LATEST_SECONDS;
  if (seconds > latest) return null;
  return dayFromNumber(dayNumberFromUnixSeconds(seconds));
}

/** An ISO time with its offset ('2019-08-02T05:19:29+07:00') as the Jakarta listing day. */
export function listedDayOfIso(value: unknown, capturedAt: string): Day | null {
  const iso = text(value);
  if (iso === null || !/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
  const millis = Date.parse(iso);
  return Number.isFinite(millis) ? listedDay(Math.floor(millis / 1000), capturedAt) : null;
}

/** The first of the values that `read` can read, or null. */
export function pick<T>(read: (value: unknown) => T | null, ...values: unknown[]): T | null {
  for (const value of values) {
    const found = read(value);
    if (found !== null) return found;
  }
  return null;
}

/** true when any of the flags is set, false when all that are given are unset, null when none is given. */
export function anyFlag(...values: unknown[]): boolean | null {
  const given = values.map((v) => (typeof v === 'number' && (v === 0 || v === 1) ? v === 1 : flag(v)));
  const known = given.filter((v): v is boolean => v !== null);
  return known.length === 0 ? null : known.some(Boolean);
}
