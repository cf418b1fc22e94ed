/**
 * Select lists for raw SQL, built from one map of result fields to columns per table, so that a
 * repo names each column once whether it reads one table or joins several.
 */
export type FieldColumns = Record<string, string>;

/** `alias.column as "prefixField", …` for every field. */
export const selectList = (fields: FieldColumns, alias: string, prefix = ''): string =>
  Object.entries(fields)
    .map(([field, column]) => `${alias}.${column} as "${prefix}${field}"`)
    .join(', ');

/**
 * The fields one table gave a joined row, named without their prefix; undefined when an outer
 * join found no row there (its `presentField` is null).
 */
export function unprefixed<T>(
  row: Record<string, unknown>,
  fields: FieldColumns,
  prefix: string,
  presentField: keyof T & string,
): T | undefined {
  if (row[`${prefix}${presentField}`] === null || row[`${prefix}${presentField}`] === undefined) return undefined;
  return Object.fromEntries(Object.keys(fields).map((field) => [field, row[`${prefix}${field}`]])) as T;
}
