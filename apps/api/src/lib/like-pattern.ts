/** An ILIKE pattern that finds `keyword` anywhere, its own % and _ taken literally; null for no keyword. */
export const containsPattern = (keyword: string | undefined): string | null =>
  keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
