import type { SqlRunner } from '@pasarlens/db';

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'real' | 'text' | 'date' | 'bool' | 'jsonb';

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
}

// jsonb goes over the wire as text: neither driver encodes arrays of objects as jsonb[].
const wireType = (type: ColumnType) => (type === 'jsonb' ? 'text' : type);

/**
 * One INSERT … SELECT FROM unnest(…) for any number of rows: a single statement and a handful
 * of parameters, however many rows, on PGlite and PostgreSQL alike.
 */
export async function bulkWrite<C extends ColumnSpec, R = Record<string, unknown>>(sql: SqlRunner, write: BulkWrite<C>): Promise<R[]> {
  const names = Object.keys(write.columns);
  const length = (write.values[names[0]!] ?? []).length;
  if (length === 0) return [];
  const unnestArgs = names.map((name, i) => `$${i + 1}::${wireType(write.columns[name]!)}[]`).join(', ');
  const selectList = names.map((name) => (write.columns[name] === 'jsonb' ? `u.${name}::jsonb` : `u.${name}`)).join(', ');
  const assignments = [...(write.update ?? []).map((c) => `${c} = excluded.${c}`), ...(write.updateSql ?? [])];
  const conflict = write.conflict
    ? ` on conflict (${write.conflict.join(', ')}) do ${assignments.length > 0 ? `update set ${assignments.join(', ')}` : 'nothing'}`
    : '';
  const text =
    `insert into ${write.table} as t (${names.join(', ')}) ` +
    `select ${selectList} from unnest(${unnestArgs}) as u(${names.join(', ')})${conflict}` +
    (write.returning ? ` returning ${write.returning}` : '');
  return sql.query<R>(text, names.map((name) => write.values[name]));
}

/** Turns row objects into the column arrays bulkWrite takes. */
export function toColumns<C extends ColumnSpec>(columns: C, rows: Record<keyof C, unknown>[]): Columns<C> {
  const values = Object.fromEntries(Object.keys(columns).map((name) => [name, [] as unknown[]])) as Columns<C>;
  for (const row of rows) {
    for (const name of Object.keys(columns) as (keyof C)[]) {
      const value = row[name];
      values[name].push(columns[name] === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : (value ?? null));
    }
  }
  return values;
}
