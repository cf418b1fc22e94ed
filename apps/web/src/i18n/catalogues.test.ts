import {
  AFFILIATE_CODE_MESSAGE,
  errorCatalog,
  LANGUAGES,
  PERSONA_TYPES,
  PHONE_EXAMPLE,
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  PRODUCT_SORT_KEYS,
  PURPOSE_MESSAGE,
  RESEARCH_MARKETPLACES,
  STORE_SORT_KEYS,
  TOKEN_COSTS,
  WEBSITE_MESSAGE,
} from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import id from './locales/id.json';
import zh from './locales/zh.json';
import { leaves } from './keys.ts';

const catalogues = { id, en, zh } as const;

const keysOf = (catalogue: unknown) =>
  leaves(catalogue)
    .map(([key]) => key)
    .sort();
const lookup = (catalogue: unknown, key: string) => leaves(catalogue).find(([k]) => k === key)?.[1];
const placeholders = (value: unknown) =>
  [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translation catalogues', () => {
  it('exist for every language of the contracts', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have exactly the same nested key set', () => {
    const reference = keysOf(id);
    expect(keysOf(en)).toEqual(reference);
    expect(keysOf(zh)).toEqual(reference);
  });

  it('have no empty or non-string values', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, value] of leaves(catalogue)) {
        expect(typeof value, `${language}:${key}`).toBe('string');
        expect(String(value).trim(), `${language}:${key}`).not.toBe('');
      }
    }
  });

  it('use the same interpolation variables and tags in every language', () => {
    for (const [key, value] of leaves(id)) {
      expect(placeholders(lookup(en, key)), `en:${key}`).toEqual(placeholders(value));
      expect(placeholders(lookup(zh, key)), `zh:${key}`).toEqual(placeholders(value));
    }
  });

  it('have one key per error code of the contracts', () => {
    for (const code of Object.keys(errorCatalog)) {
      for (const [language, catalogue] of Object.entries(catalogues)) {
        expect(lookup(catalogue, `errors.${code}`), `${language}:errors.${code}`).toBeTypeOf('string');
      }
    }
  });

  it('label every persona type', () => {
    for (const type of PERSONA_TYPES) expect(lookup(id, `persona.types.${type}`), type).toBeTypeOf('string');
  });

  it('label every token action of the search history', () => {
    for (const action of Object.keys(TOKEN_COSTS))
      expect(lookup(id, `home.history.actions.${action}`), action).toBeTypeOf('string');
  });

  it('label every research marketplace and sort key', () => {
    for (const marketplace of RESEARCH_MARKETPLACES)
      expect(lookup(id, `research.marketplaces.${marketplace}`), marketplace).toBeTypeOf('string');
    for (const key of [...PRODUCT_SORT_KEYS, ...STORE_SORT_KEYS])
      expect(lookup(id, `research.sort.${key}`), key).toBeTypeOf('string');
  });

  it('keep the spec §5 validation messages word for word in Indonesian', () => {
    expect(id.validation.email).toBe(EMAIL_MESSAGE);
    expect(id.validation.phone.replace('{{phone}}', PHONE_EXAMPLE)).toBe(PHONE_MESSAGE);
    expect(id.validation.website).toBe(WEBSITE_MESSAGE);
  });

  it('keep the English messages of the admin contracts word for word', () => {
    expect(en.validation.purpose).toBe(PURPOSE_MESSAGE);
    expect(en.validation.affiliateCode).toBe(AFFILIATE_CODE_MESSAGE);
  });
});
