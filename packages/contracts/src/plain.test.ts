import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module a file imports values from, following relative imports (type-only imports are erased from a bundle). */
function valueImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm)].map(
    (match) => match[1]!,
  );
  seen.set(file, specifiers);
  for (const specifier of specifiers) if (specifier.startsWith('.')) valueImports(join(dirname(file), specifier), seen);
  return seen;
}

describe('@pasarlens/contracts/plain', () => {
  it('reaches no package, so the public pages bundle no zod through it', () => {
    const graph = valueImports(join(here, 'plain.ts'));
    const packages = [...graph].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => !s.startsWith('.')).map((s) => `${file.slice(here.length + 1)}: ${s}`),
    );
    expect(graph.size).toBeGreaterThan(8);
    expect(packages).toEqual([]);
  });
});
