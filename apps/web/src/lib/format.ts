import type { Language } from '@pasarlens/contracts';

const NUMBER_LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-US', zh: 'zh-CN' };

/** Rupiah in the Indonesian notation used on every marketplace (Rp 299.000), whatever the UI language. */
export function formatIdr(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}

/** A plain number in the notation of the interface language. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language]).format(value);
}
