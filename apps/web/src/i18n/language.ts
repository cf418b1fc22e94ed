import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@pasarlens/contracts/plain';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../lib/cookies.ts';

/*
 * The interface language, for the app and the public site alike: no catalogue, no antd, no dayjs
 * here (each entry's i18n setup loads its own texts: index.ts for the app, site.ts for the site).
 */

/** Language names as each language writes itself; shown untranslated in the switcher. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
  zh: '中文',
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLanguage(value: string | undefined | null): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language kept in the `language` cookie, or Indonesian. */
export function languageFromCookie(): Language {
  return toLanguage(readCookie(LANGUAGE_COOKIE));
}

function saveLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAge: ONE_YEAR_SECONDS, path: '/' });
}

/** `<html lang>` follows the interface language. */
export function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** What the app's and the site's i18next share. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as const;

/** An i18next backend that loads a language's texts (a chunk of the build) when that language is chosen. */
export function chunkBackend(load: (language: Language) => Promise<ResourceKey>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, done) => {
      load(toLanguage(language)).then(
        (texts) => done(null, texts),
        (error: Error) => done(error, false),
      );
    },
  };
}

/** Switches the language without a reload (loading its texts first where they are not in yet) and remembers it in the `language` cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguageCookie(language);
  await i18n.changeLanguage(language);
}

/** The current language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.resolvedLanguage ?? instance.language);
}
