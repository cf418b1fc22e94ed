import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalKeys } from './keys.ts';
import en from './locales/en.json';
import id from './locales/id.json';
import zh from './locales/zh.json';
import { pickCatalogue, SITE_CATALOGUE_KEYS } from './siteKeys.ts';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files of the public site's bundle: what src/site.tsx imports for its values, statically or lazily, transitively. */
function siteGraph(file = join(srcDir, 'site.tsx'), graph = new Map<string, string[]>()): Map<string, string[]> {
  if (graph.has(file)) return graph;
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/^import\s+'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  graph.set(file, specifiers);
  for (const specifier of specifiers)
    if (specifier.startsWith('.') && /\.tsx?$/.test(specifier)) siteGraph(join(dirname(file), specifier), graph);
  return graph;
}

describe('the public site bundle', () => {
  const graph = siteGraph();

  it('holds the public pages and no antd, query cache, endpoint table (zod) or app shell', () => {
    const files = [...graph.keys()].map((file) => relative(srcDir, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'features/content/pages/LandingPage.tsx',
        'features/billing/pages/PricingPage.tsx',
        'features/calculators/pages/ShopeeFeesPage.tsx',
      ]),
    );
    const packages = new Set(
      [...graph.values()]
        .flat()
        .filter((specifier) => !/^(\.|virtual:)/.test(specifier))
        .map((specifier) => specifier.replace(/^(@ant-design\/icons-svg)\/.*$/, '$1')),
    );
    expect([...packages].sort()).toEqual([
      '@ant-design/icons-svg',
      '@pasarlens/contracts/plain',
      'i18next',
      // The API page's interactive reference, in a chunk of its own loaded when it is opened (decisions/036).
      'rapidoc',
      'react',
      'react-dom/client',
      'react-i18next',
      'react-router',
    ]);
    expect(
      files.filter((file) => /lib\/(client|session)\.ts|app\/(router|providers|AppLayout)\.tsx/.test(file)),
    ).toEqual([]);
  });

  it('carries the texts of every key its code names, in every language', () => {
    const covered = (key: string) =>
      SITE_CATALOGUE_KEYS.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
    const missing = [...graph.keys()].flatMap((file) =>
      literalKeys(readFileSync(file, 'utf8'))
        .filter((key) => !covered(key))
        .map((key) => `${relative(srcDir, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
    for (const catalogue of [id, en, zh]) expect(() => pickCatalogue(catalogue, SITE_CATALOGUE_KEYS)).not.toThrow();
  });
});
