import { LANGUAGES } from '@pasarlens/contracts/plain';
import { describe, expect, it } from 'vitest';
import { languageOf, textsOf } from './texts.ts';

const keys = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
    : [prefix];

describe("the extension's catalogue", () => {
  it('has every text in id, en and zh', () => {
    const reference = keys(textsOf('id'));
    for (const language of LANGUAGES) expect(keys(textsOf(language)), language).toEqual(reference);
  });

  it("speaks the browser's language, Indonesian when it is none of ours", () => {
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('zh-CN')).toBe('zh');
    expect(languageOf('id')).toBe('id');
    expect(languageOf('fr-FR')).toBe('id');
    expect(languageOf(undefined)).toBe('id');
  });
});
