import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import id from './locales/id.json';
import { leaves, literalKeys } from './keys.ts';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(): string[] {
  return (readdirSync(srcDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(srcDir, file));
}

describe('translation keys used in the source', () => {
  const known = new Set(leaves(id).map(([key]) => key));
  const used = sourceFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return literalKeys(text).map((key) => ({ file: relative(srcDir, file), key }));
  });

  it('finds keys in the .tsx files', () => {
    expect(used.filter((use) => use.file.endsWith('.tsx')).length).toBeGreaterThan(100);
  });

  it('are all present in id.json', () => {
    const missing = used.filter((use) => !known.has(use.key)).map((use) => `${use.file}: ${use.key}`);
    expect(missing).toEqual([]);
  });
});
