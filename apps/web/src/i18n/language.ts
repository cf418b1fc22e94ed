import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@pasarlens/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';
import 'dayjs/locale/zh-cn';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../lib/cookies.ts';

/** Language names as each language writes itself; shown untranslated in the switcher. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
  zh: '中文',
};

export const ANTD_LOCALES: Record<Language, Locale> = { id: idID, en: enUS, zh: zhCN };

dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<Language, string> = { id: 'id', en: 'en', zh: 'zh-cn' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLanguage(value: string | undefined | null): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language kept in the `language` cookie, or Indonesian. */
export function languageFromCookie(): Language {
  return toLanguage(readCookie(LANGUAGE_COOKIE));
}

export function saveLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAge: ONE_YEAR_SECONDS, path: '/' });
}

/** Applies a language to everything outside React: dayjs and <html lang>. */
export function applyDocumentLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
