import { LANGUAGES, type Language } from '@pasarlens/contracts/plain';
import { textsOf } from './texts.ts';

/**
 * The public half of the extension's key: Chrome derives the extension's id from it
 * (EXTENSION_ID in contracts, which the web app's connect page sends the token to), so that an
 * unpacked copy has the same id on every machine.
 */
const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxPPKnZWLR5vlIbrAvlxPZjfccPdn99jxdinSTNXUpfsn8x8O42AmzzyfPfAuZ4jalfAuXMPtLFuuh1qFbtg3nq3Hr2HwgTcddBoVjulDJhWEjLavbwd0c+NyTVQF9zuo4xLF7k14anBC2A4myjbhmi9HFkP9qjZyUXAzbofXTk8Ecclfk3TFbbh4zQxFLE1b+r4n/+/w7VQk5hRbioIptNZjll1lpHnxZWpKnh6qH1agNYxJ2MSppMmLehHpi+pJMcm86r8RF6xzS8BiDqD2EtKmu/HrO6jAXaf1vN99Xg+/fhpk0fxf+20YSuJG/Uqe1noXKL8ZOGmY9HvcTLEjZQIDAQAB';

/** The marketplace sites whose pages the extension listens on (every page: they navigate without reloading). */
const MARKETPLACE_PAGES = [
  'https://shopee.co.id/*',
  'https://www.tokopedia.com/*',
  'https://shop.tiktok.com/*',
  'https://www.tiktok.com/*',
  'https://www.lazada.co.id/*',
  'https://www.blibli.com/*',
];

/** A match pattern for every page of an origin (a pattern names no port: it matches them all). */
const pagesOf = (origin: string) => {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
};

/** The manifest (Manifest V3) for a build that talks to the Pasarlens app at `appOrigin`. */
export function manifestFor(appOrigin: string, version: string) {
  return {
    manifest_version: 3,
    name: 'Pasarlens',
    version,
    description: '__MSG_description__',
    default_locale: 'id',
    key: MANIFEST_KEY,
    permissions: ['storage'],
    host_permissions: [pagesOf(appOrigin)],
    background: { service_worker: 'background.js' },
    action: { default_title: 'Pasarlens', default_popup: 'popup.html' },
    content_scripts: [
      { matches: MARKETPLACE_PAGES, js: ['page.js'], run_at: 'document_start', world: 'MAIN' },
      { matches: MARKETPLACE_PAGES, js: ['content.js'], run_at: 'document_start' },
    ],
    externally_connectable: { matches: [pagesOf(appOrigin)] },
  };
}

/** Chrome's folder name of each language's messages. */
const CHROME_LOCALES: Record<Language, string> = { id: 'id', en: 'en', zh: 'zh_CN' };

/** The manifest's texts in each language (`_locales/<locale>/messages.json`), from the extension's catalogue. */
export const manifestMessages = (): Record<string, string> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      `_locales/${CHROME_LOCALES[language]}/messages.json`,
      `${JSON.stringify({ description: { message: textsOf(language).description } }, null, 2)}\n`,
    ]),
  );
