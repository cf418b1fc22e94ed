import type { SoldCounter } from '../observation.ts';

/**
 * Display-bucketed sold counters. Each formatter writes what the marketplace shows for a true
 * cumulative count; each parser turns such a text back into the interval it stands for, so that
 * lower ≤ true count < upper (upper null: no known ceiling). Exact texts become exact counters.
 */

const exact = (total: number): SoldCounter => ({ kind: 'exact', total });
const bucket = (lower: number, upper: number | null, text: string): SoldCounter => ({
  kind: 'bucket',
  lower,
  upper,
  text,
});

/** The leading digit of n kept, the rest zeroed: 34_567 → 30_000. */
function leadingDigitFloor(n: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return Math.floor(n / magnitude) * magnitude;
}

/** The bucket after a leading-digit floor: 30_000 → 40_000, 90_000 → 100_000. */
function nextLeadingDigitStep(floor: number): number | null {
  const magnitude = 10 ** Math.floor(Math.log10(floor));
  return floor % magnitude === 0 ? floor + magnitude : null;
}

const MILLION = 1_000_000;

// ---------------------------------------------------------------- Shopee: '956', '1,2RB', '20RB+', '1JT+'

export function formatShopeeSoldText(sold: number): string {
  if (sold < 1_000) return String(sold);
  if (sold < 10_000) {
    const thousands = Math.floor(sold / 1_000);
    const tenths = Math.floor((sold % 1_000) / 100);
    return tenths === 0 ? `${thousands}RB` : `${thousands},${tenths}RB`;
  }
  if (sold < MILLION) return `${leadingDigitFloor(sold) / 1_000}RB+`;
  return '1JT+';
}

export function parseShopeeSoldText(text: string): SoldCounter | undefined {
  const read = readSoldText(text);
  if (!read) return undefined;
  if (read.plus) return bucket(read.value, read.unit === MILLION ? null : nextLeadingDigitStep(read.value), text);
  return read.unit === 1 ? exact(read.value) : bucket(read.value, read.value + read.truncation, text);
}

// ---------------------------------------------------------------- Tokopedia: '56 terjual', '250+ terjual', '2rb+ terjual'

/** Tokopedia's steps below one thousand; from there on the leading digit counts. */
const TOKOPEDIA_HUNDREDS = [100, 250, 500, 750] as const;

/** The credibility label; undefined when nothing was sold (Tokopedia then shows no label). */
export function formatTokopediaSoldText(sold: number): string | undefined {
  if (sold <= 0) return undefined;
  if (sold < 100) return `${sold} terjual`;
  if (sold < 1_000) {
    const step = TOKOPEDIA_HUNDREDS.findLast((s) => s <= sold) ?? 100;
    return `${step}+ terjual`;
  }
  if (sold < MILLION) return `${leadingDigitFloor(sold) / 1_000}rb+ terjual`;
  return '1jt+ terjual';
}

function nextTokopediaStep(lower: number): number | null {
  if (lower >= MILLION) return null;
  // Real labels below the first step ('40+ terjual', '80+ terjual' on a counter of 81): the count
  // is below 100, which would read '100+'.
  if (lower < TOKOPEDIA_HUNDREDS[0]) return TOKOPEDIA_HUNDREDS[0];
  if (lower < 1_000) {
    const index = TOKOPEDIA_HUNDREDS.indexOf(lower as (typeof TOKOPEDIA_HUNDREDS)[number]);
    return index < 0 ? null : (TOKOPEDIA_HUNDREDS[index + 1] ?? 1_000);
  }
  return nextLeadingDigitStep(lower);
}

export function parseTokopediaSoldText(text: string): SoldCounter | undefined {
  const read = readSoldText(text);
  if (!read) return undefined;
  if (read.plus) return bucket(read.value, nextTokopediaStep(read.value), text);
  return read.unit === 1 ? exact(read.value) : bucket(read.value, read.value + read.truncation, text);
}

// ---------------------------------------------------------------- the number inside a text

interface SoldText {
  value: number;
  /** 1, 1_000 (rb) or 1_000_000 (jt). */
  unit: number;
  /** How much a text without '+' may have cut off: '1,2RB' and '1RB' one tenth, '12RB' one unit. */
  truncation: number;
  plus: boolean;
}

/** Both marketplaces' forms: '956', '1,2RB', '20RB+', '250+ terjual', 'Terjual 2 rb+', '1jt+'. */
const SOLD_TEXT = /^(?:terjual\s+)?(\d+)(?:[,.](\d))?\s*(rb|jt)?\s*(\+)?(?:\s*terjual)?$/;

function readSoldText(text: string): SoldText | undefined {
  const match = SOLD_TEXT.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  const [, whole = '', tenth, unitText, plus] = match;
  const unit = unitText === 'jt' ? MILLION : unitText === 'rb' ? 1_000 : 1;
  const shortened = unit > 1 && (tenth !== undefined || Number(whole) < 10);
  return {
    value: Math.round((Number(whole) + Number(tenth ?? 0) / 10) * unit),
    unit,
    truncation: shortened ? unit / 10 : unit,
    plus: plus !== undefined,
  };
}
