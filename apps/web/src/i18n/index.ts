import { DEFAULT_LANGUAGE, type Language } from '@pasarlens/contracts/plain';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';
import 'dayjs/locale/zh-cn';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, languageFromCookie, setDocumentLanguage, toLanguage } from './language.ts';
import en from './locales/en.json';
import id from './locales/id.json';
import zh from './locales/zh.json';

export { changeLanguage, useLanguage } from './language.ts';

/** The app's i18next: every text in the three languages, applied at load to antd's locale and dayjs too. */
export const resources = {
  id: { translation: id },
  en: { translation: en },
  zh: { translation: zh },
} as const;

export const ANTD_LOCALES: Record<Language, Locale> = { id: idID, en: enUS, zh: zhCN };

dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<Language, string> = { id: 'id', en: 'en', zh: 'zh-cn' };

/** Applies a language to everything outside React: dayjs and <html lang>. */
function applyDocumentLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  setDocumentLanguage(language);
}

const initial = languageFromCookie();

void i18n.use(initReactI18next).init({
  resources,
  ...I18N_OPTIONS,
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
});

applyDocumentLanguage(initial);
i18n.on('languageChanged', (lng) => applyDocumentLanguage(toLanguage(lng)));

export default i18n;
