import type { Language } from '@pasarlens/contracts/plain';

export const NUMBER_LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-US', zh: 'zh-CN' };

/** Plans, renewals and monthly resets run on Indonesian western time (DESIGN §5). */
const TIME_ZONE = 'Asia/Jakarta';

/** Rupiah in full in the notation of the interface language: Rp 86.900 · Rp 86,900. */
export function formatIdr(amount: number, language: Language): string {
  return `Rp ${new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 }).format(amount)}`;
}

/** A plain number in the notation of the interface language. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language]).format(value);
}

/** A change with its sign and up to two decimals in the notation of the interface language: +1,25 · −0,4. */
export function formatSigned(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], {
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** A fraction (0.085) as a percentage in the notation of the interface language (8,5%). */
export function formatPercent(fraction: number, language: Language, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'percent', maximumFractionDigits }).format(fraction);
}

/**
 * Short scales as each language abbreviates them: Indonesian rb, jt, M (miliar), T; English k, m,
 * bn, tn (British usage, so that a billion is never a bare "B"); Chinese 万 and 亿.
 */
const COMPACT_LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/**
 * Rupiah in few characters, as the interface language abbreviates: Rp 150 jt and Rp 1,2 M
 * (miliar) in Indonesian, Rp 150 m and Rp 1.4 bn in English, Rp 1.5亿 in Chinese — chart axes and
 * tight cells, where "M" must never read as miliar for a juta. The unit stands apart from the
 * number (with a no-break space) where the language writes it as a word.
 */
export function formatIdrCompact(amount: number, language: Language): string {
  const parts = compactParts(amount, language);
  const unit = parts.find((part) => part.type === 'compact')?.value;
  const number = parts
    .filter((part) => part.type !== 'compact' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `Rp ${unit === undefined ? number : language === 'zh' ? `${number}${unit}` : `${number}\u00a0${unit}`}`;
}

/**
 * A rupiah range in few characters, the unit written once where both ends share it: Rp 120–150 jt,
 * Rp 950 rb–1,2 jt; one amount where the ends read the same.
 */
export function formatIdrRangeCompact(low: number, high: number, language: Language): string {
  const [from, to] = [formatIdrCompact(low, language), formatIdrCompact(high, language)];
  if (from === to) return from;
  const unitOf = (text: string) => text.match(/[^\d.,\s]+$/u)?.[0] ?? '';
  const unit = unitOf(to);
  const shared = unit !== '' && unitOf(from) === unit;
  const bare = (text: string) => text.replace(/^Rp /, '');
  return shared ? `Rp ${bare(from).slice(0, -unit.length).trimEnd()}–${bare(to)}` : `Rp ${bare(from)}–${bare(to)}`;
}

const compactParts = (value: number, language: Language) =>
  new Intl.NumberFormat(COMPACT_LOCALES[language], { notation: 'compact', maximumFractionDigits: 1 }).formatToParts(
    value,
  );

/** A count in few characters in the interface language: 12,5 rb · 12.5k · 1.3万. */
export function formatCountCompact(value: number, language: Language): string {
  return compactParts(value, language)
    .map((part) => part.value)
    .join('');
}

/** A rating out of 5 with one decimal, in the interface language: 4,4 · 4.4. */
export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A day (YYYY-MM-DD) as a chart axis writes it in the interface language: 21 Nov · 11月21日. */
export function formatDayShort(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day (YYYY-MM-DD) in the interface language, e.g. 21 Nov 2026. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month (YYYY-MM) in the interface language, e.g. Nov 2026. */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A short count as the spec's quick picks write it: 10K, 220K, 1M, 1.5M. */
export function formatShortCount(value: number): string {
  if (value >= 1_000_000) return `${+(value / 1_000_000).toFixed(2)}M`;
  if (value >= 1_000) return `${+(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/** A calendar date (WIB) in the interface language, e.g. 21 Nov 2026. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A date and time (WIB) in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
