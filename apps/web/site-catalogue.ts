/**
 * `virtual:site-catalogue/<language>`: the branches of a catalogue the public site uses
 * (`SITE_CATALOGUE_KEYS`), so that the site's bundle carries a few kilobytes of text rather than
 * every screen's (decisions/022).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pickCatalogue, SITE_CATALOGUE_KEYS } from './src/i18n/siteKeys.ts';

const PREFIX = 'virtual:site-catalogue/';
const LANGUAGES = ['id', 'en', 'zh'];

export function siteCatalogue(): Plugin {
  const locales = join(new URL('.', import.meta.url).pathname, 'src/i18n/locales');
  return {
    name: 'pasarlens-site-catalogue',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!LANGUAGES.includes(language)) throw new Error(`No catalogue for ${language}`);
      const file = join(locales, `${language}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pickCatalogue(JSON.parse(readFileSync(file, 'utf8')), SITE_CATALOGUE_KEYS))};`;
    },
  };
}
