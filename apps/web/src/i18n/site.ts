import type { Language } from '@pasarlens/contracts/plain';
import i18n, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chunkBackend, I18N_OPTIONS, languageFromCookie, setDocumentLanguage, toLanguage } from './language.ts';

/** The public site's texts in one language (`SITE_CATALOGUE_KEYS`), each its own chunk. */
const CATALOGUES: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  id: () => import('./site/id.ts'),
  en: () => import('./site/en.ts'),
  zh: () => import('./site/zh.ts'),
};

/**
 * i18next for the public site: only the public pages' texts, in the visitor's language, loaded
 * before the site renders. Every catalogue holds every key (catalogues.test.ts), so no fallback
 * language is fetched beside it.
 */
export async function startSiteI18n(): Promise<void> {
  const language = languageFromCookie();
  const catalogue = await CATALOGUES[language]();
  await i18n
    .use(chunkBackend(async (chosen) => (await CATALOGUES[chosen]()).default))
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      resources: { [language]: { translation: catalogue.default } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
    });
  setDocumentLanguage(language);
  i18n.on('languageChanged', (lng) => setDocumentLanguage(toLanguage(lng)));
}
