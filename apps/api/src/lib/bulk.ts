import type { SqlRunner } from '@pasarlens/db';
import type { EntityCache } from './entity-cache.ts';

type ColumnType = 'int' | 'bigint' | 'smallint' | 'real' | 'text' | 'date' | 'bool' | 'jsonb';

export type ColumnSpec = Record<string, ColumnType>;

/** Column-wise values: one array per column, all the same length. */
export type Columns<C extends ColumnSpec> = { [K in keyof C]: unknown[] };

export interface BulkWrite<C extends ColumnSpec> {
  table: string;
  columns: C;
  values: Columns<C>;
  /** Conflict target; with `update` the listed columns take the new values, without it the row is kept. */
  conflict?: string[];
  update?: (keyof C & string)[] | string[];
  /** Extra SQL for the update, e.g. `first_seen = least(t.first_seen, excluded.first_seen)`. */
  updateSql?: string[];
  returning?: string;
  /** What a column is inserted as, over the unnest row `u`, where not `u.<column>` itself. */
  insertAs?: Partial<Record<string, string>>;
}

// jsonb goes over the wire as text: neither driver encodes arrays of objects as jsonb[].
const wireType = (type: ColumnType) => (type === 'jsonb' ? 'text' : type);

/** `unnest($1::int[], …) as u(a, …)` over the given columns, and the select list that reads it. */
function unnestOf(columns: ColumnSpec, names: string[], firstParam = 1) {
  const args = names.map((name, i) => `$${i + firstParam}::${wireType(columns[name]!)}[]`).join(', ');
  return {
    from: `unnest(${args}) as u(${names.join(', ')})`,
    value: (name: string) => (columns[name] === 'jsonb' ? `u.${name}::jsonb` : `u.${name}`),
  };
}

const rowCount = (values: Record<string, unknown[]>) => Object.values(values)[0]?.length ?? 0;

/** One string for a row's natural key, whether read from proposed values or from a stored row. */
const naturalKey = (keys: string[], get: (column: string) => unknown) => keys.map((k) => String(get(k))).join('\u0000');

/**
 * One INSERT … SELECT FROM unnest(…) for any number of rows: a single statement and a handful
 * of parameters, however many rows.
 */
export async function bulkWrite<C extends ColumnSpec, R = Record<string, unknown>>(
  sql: SqlRunner,
  write: BulkWrite<C>,
): Promise<R[]> {
  const names = Object.keys(write.columns);
  if (rowCount(write.values) === 0) return [];
  const source = unnestOf(write.columns, names);
  const selectList = names.map((name) => write.insertAs?.[name] ?? source.value(name)).join(', ');
  const assignments = [...(write.update ?? []).map((c) => `${c} = excluded.${c}`), ...(write.updateSql ?? [])];
  const conflict = write.conflict
    ? ` on conflict (${write.conflict.join(', ')}) do ${assignments.length > 0 ? `update set ${assignments.join(', ')}` : 'nothing'}`
    : '';
  const text =
    `insert into ${write.table} as t (${names.join(', ')}) ` +
    `select ${selectList} from ${source.from}${conflict}` +
    (write.returning ? ` returning ${write.returning}` : '');
  return sql.query<R>(
    text,
    names.map((name) => write.values[name]),
  );
}

/** Turns row objects into the column arrays bulkWrite takes. */
export function toColumns<C extends ColumnSpec>(columns: C, rows: Record<keyof C, unknown>[]): Columns<C> {
  const values = Object.fromEntries(Object.keys(columns).map((name) => [name, [] as unknown[]])) as Columns<C>;
  for (const row of rows) {
    for (const name of Object.keys(columns) as (keyof C)[]) {
      const value = row[name];
      values[name].push(
        columns[name] === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : (value ?? null),
      );
    }
  }
  return values;
}

export interface EntityWrite<C extends ColumnSpec> {
  table: string;
  /** The natural key (a unique index); rows come back keyed by it. */
  keys: (keyof C & string)[];
  columns: C;
  values: Columns<C>;
  /** Columns brought up to date on existing rows, only where a value differs. */
  refresh?: (keyof C & string)[];
  /** An extra condition on those updates, e.g. to keep a newer snapshot; `$1` is `guardParam`. */
  refreshGuard?: { sql: string; param: unknown };
  /**
   * Columns a source may not know (null): a new row takes the SQL written here over the unnest
   * row `u` (a default), an existing row keeps its value. Such a null is no change.
   */
  unknownAs?: Partial<Record<keyof C & string, string>>;
}

/** Equal as the database stores them: `real` keeps single precision. */
function sameValue(type: ColumnType, stored: unknown, proposed: unknown): boolean {
  if (stored === null || proposed === null || stored === undefined || proposed === undefined)
    return (stored ?? null) === (proposed ?? null);
  if (type === 'real') return Math.fround(Number(stored)) === Math.fround(Number(proposed));
  return String(stored) === String(proposed);
}

/**
 * Creates the rows that are new, updates the `refresh` columns of existing rows only where a
 * value really differs (so unchanged rows are not rewritten), and returns every row's id with
 * its key.
 */
export async function ensureEntities<C extends ColumnSpec, R extends { id: number }>(
  sql: SqlRunner,
  write: EntityWrite<C>,
  cache?: EntityCache,
): Promise<R[]> {
  if (!cache) return writeEntities<C, R>(sql, write);
  const refresh = write.refresh ?? [];
  const proposedKey = (i: number) => naturalKey(write.keys, (k) => write.values[k]![i]);
  const keyOf = (i: number) => `${write.table}\u0000${proposedKey(i)}`;
  const signatureOf = (i: number) => JSON.stringify(refresh.map((c) => write.values[c]![i]));
  const known: R[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rowCount(write.values); i++) {
    const entry = cache.get(keyOf(i));
    if (entry && entry.signature === signatureOf(i))
      known.push(Object.fromEntries([['id', entry.id], ...write.keys.map((k) => [k, write.values[k]![i]])]) as R);
    else unknown.push(i);
  }
  const values = Object.fromEntries(
    Object.keys(write.columns).map((n) => [n, unknown.map((i) => write.values[n]![i])]),
  ) as Columns<C>;
  const written = await writeEntities<C, R>(sql, { ...write, values });
  const ids = new Map(
    written.map((row) => [naturalKey(write.keys, (k) => (row as Record<string, unknown>)[k]), row.id]),
  );
  for (const i of unknown) {
    const id = ids.get(proposedKey(i));
    if (id !== undefined) cache.stage(keyOf(i), { id, signature: signatureOf(i) });
  }
  return [...known, ...written];
}

async function writeEntities<C extends ColumnSpec, R extends { id: number }>(
  sql: SqlRunner,
  write: EntityWrite<C>,
): Promise<R[]> {
  const count = rowCount(write.values);
  if (count === 0) return [];
  const refresh = write.refresh ?? [];
  const keySource = unnestOf(write.columns, write.keys);
  const existing = await sql.query<Record<string, unknown> & { id: number }>(
    `select t.id, ${[...write.keys, ...refresh].map((c) => `t.${c}`).join(', ')} from ${write.table} as t
       join ${keySource.from} on ${write.keys.map((k) => `t.${k} = u.${k}`).join(' and ')}`,
    write.keys.map((k) => write.values[k]),
  );
  const stored = new Map(existing.map((row) => [naturalKey(write.keys, (c) => row[c]), row]));

  const inserts: number[] = [];
  const updates: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = stored.get(naturalKey(write.keys, (c) => write.values[c]![i]));
    const known = (c: keyof C & string) => !(write.unknownAs?.[c] !== undefined && write.values[c]![i] === null);
    if (!row) inserts.push(i);
    else if (refresh.some((c) => known(c) && !sameValue(write.columns[c]!, row[c], write.values[c]![i])))
      updates.push(i);
  }
  const pick = (indexes: number[], names: string[]) =>
    Object.fromEntries(names.map((n) => [n, indexes.map((i) => write.values[n]![i])])) as Columns<C>;

  const inserted = await bulkWrite<C, R>(sql, {
    table: write.table,
    columns: write.columns,
    values: pick(inserts, Object.keys(write.columns)),
    conflict: write.keys,
    returning: `id, ${write.keys.join(', ')}`,
    insertAs: Object.fromEntries(
      Object.entries(write.unknownAs ?? {}).map(([c, fallback]) => [c, `coalesce(u.${c}, ${fallback})`]),
    ),
  });
  if (updates.length > 0) {
    const names = [...write.keys, ...refresh];
    const guard = write.refreshGuard;
    const source = unnestOf(write.columns, names, guard ? 2 : 1);
    const values = pick(updates, names);
    await sql.query(
      `update ${write.table} as t set ${refresh
        .map(
          (c) =>
            `${c} = ${write.unknownAs?.[c] !== undefined ? `coalesce(${source.value(c)}, t.${c})` : source.value(c)}`,
        )
        .join(', ')}
         from ${source.from} where ${write.keys.map((k) => `t.${k} = u.${k}`).join(' and ')}${guard ? ` and ${guard.sql}` : ''}`,
      [...(guard ? [guard.param] : []), ...names.map((n) => values[n])],
    );
  }
  return [...(existing as unknown as R[]), ...inserted];
}
