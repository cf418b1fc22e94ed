import type { Language } from '@pasarlens/contracts/plain';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chunkBackend, I18N_OPTIONS, languageFromCookie, setDocumentLanguage, toLanguage } from './language.ts';
import type { LanguagePack } from './packs/pack.ts';

export { changeLanguage, useLanguage } from './language.ts';

/**
 * Each language's texts with antd's and dayjs's locales, a chunk of its own: the app loads the
 * interface language's before it renders, and another's when it is chosen (decisions/032).
 */
const PACKS: Record<Language, () => Promise<{ default: LanguagePack }>> = {
  id: () => import('./packs/id.ts'),
  en: () => import('./packs/en.ts'),
  zh: () => import('./packs/zh.ts'),
};

const loaded = new Map<Language, LanguagePack>();

async function loadPack(language: Language): Promise<LanguagePack> {
  const pack = (await PACKS[language]()).default;
  loaded.set(language, pack);
  return pack;
}

/** antd's locale for a language whose texts are in (the interface language's always are). */
export function antdLocale(language: Language): Locale | undefined {
  return loaded.get(language)?.antd;
}

dayjs.extend(localizedFormat);

/** Applies a language to everything outside React: dayjs and <html lang>. */
function applyDocumentLanguage(language: Language): void {
  const pack = loaded.get(language);
  if (pack) dayjs.locale(pack.dayjs);
  setDocumentLanguage(language);
}

/**
 * Starts i18next on the interface language's texts, with antd's and dayjs's locale; the app renders
 * once they are in. Every catalogue holds every key (catalogues.test.ts): no fallback language is
 * loaded beside the chosen one.
 */
export async function startAppI18n(): Promise<void> {
  const language = languageFromCookie();
  const { texts } = await loadPack(language);
  await i18n
    .use(chunkBackend(async (chosen) => (await loadPack(chosen)).texts))
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      resources: { [language]: { translation: texts } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
    });
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (lng) => applyDocumentLanguage(toLanguage(lng)));
}

export default i18n;
