import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pasarlens/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { applyDocumentLanguage, languageFromCookie, saveLanguageCookie, toLanguage } from './language.ts';
import en from './locales/en.json';
import id from './locales/id.json';
import zh from './locales/zh.json';

export const resources = {
  id: { translation: id },
  en: { translation: en },
  zh: { translation: zh },
} as const;

const initial = languageFromCookie();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

applyDocumentLanguage(initial);
i18n.on('languageChanged', (lng) => applyDocumentLanguage(toLanguage(lng)));

/** Switches the language without a reload and remembers it in the `language` cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguageCookie(language);
  await i18n.changeLanguage(language);
}

/** The current language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.resolvedLanguage ?? instance.language);
}

export default i18n;
