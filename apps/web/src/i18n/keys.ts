/** Every leaf of a nested translation catalogue as [dotted key, value]. */
export function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

/**
 * Literal keys in source text: the first argument of t when it is a quoted string, i18nKey
 * attributes, and quoted dotted values of `…Key` properties (labelKey, titleKey, bodyKey, …),
 * which are passed to t later.
 */
const PATTERNS = [
  /\bt\(\s*'([^'$]+)'/g,
  /\bt\(\s*"([^"$]+)"/g,
  /\bi18nKey=["']([^"']+)["']/g,
  /\b[a-z][A-Za-z]*Key:\s*'([a-zA-Z]+(?:\.[A-Za-z0-9_]+)+)'/g,
];

export function literalKeys(source: string): string[] {
  return PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}
