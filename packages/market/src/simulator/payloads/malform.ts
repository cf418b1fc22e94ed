/**
 * Deterministic damage for the skip-and-count path: one required field of a freshly built record
 * is dropped or given the wrong type, as a marketplace's API change or a broken capture would.
 */

function mistyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return {};
  return null;
}

/** Breaks `record[keys[…]]` as `damage` (a 32-bit hash) says. */
export function corrupt(record: Record<string, unknown>, keys: readonly string[], damage: number): void {
  const key = keys[damage % keys.length];
  if (key === undefined) return;
  if ((damage >>> 16) & 1) delete record[key];
  else record[key] = mistyped(record[key]);
}
