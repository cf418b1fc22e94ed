/**
 * The raw facts in DuckDB, for the benchmarks that compare an endpoint with what a user would
 * pick instead: the facts (product_daily) and the tables that name them, copied out of
 * PostgreSQL as CSV (PostgreSQL writes each table's text, a day or an id range at a time), read
 * by DuckDB into its own tables in memory. Nothing of the rollups or stats goes across.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { SqlRunner } from '@pasarlens/db';
import { addDays } from '@pasarlens/market';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A table to copy: its DuckDB columns (name and type) and PostgreSQL's expressions for them. */
interface Copied {
  name: string;
  columns: [name: string, duckType: string, pgExpression?: string][];
  from: string;
  /** How the copy is cut into statements: by day or by id, in slices of `step`. */
  slice: { column: string; step: number; days?: boolean };
}

const quoted = (expression: string) => `'"' || replace(${expression}, '"', '""') || '"'`;

/** A table that names what the facts are about: its columns and its name, copied by id. */
const named = (name: string, columns: Copied['columns']): Copied => ({
  name,
  columns: [...columns, ['name', 'VARCHAR', quoted('name')]],
  from: name,
  slice: { column: 'id', step: 50_000 },
});

const TABLES: Copied[] = [
  {
    name: 'product_daily',
    columns: [
      ['product_id', 'INTEGER'],
      ['day', 'DATE'],
      ['store_id', 'INTEGER'],
      ['price', 'BIGINT'],
      ['units', 'INTEGER'],
      ['revenue', 'BIGINT'],
      ['rating', 'REAL'],
      ['observed', 'BOOLEAN'],
    ],
    from: 'product_daily',
    slice: { column: 'day', step: 1, days: true },
  },
  named('products', [
    ['id', 'INTEGER'],
    ['marketplace_id', 'SMALLINT'],
    ['store_id', 'INTEGER'],
    ['brand_id', 'INTEGER'],
    ['category_l1_id', 'INTEGER'],
    ['category_l2_id', 'INTEGER'],
    ['category_l3_id', 'INTEGER'],
  ]),
  named('stores', [
    ['id', 'INTEGER'],
    ['marketplace_id', 'SMALLINT'],
  ]),
  named('brands', [['id', 'INTEGER']]),
  named('categories', [
    ['id', 'INTEGER'],
    ['marketplace_id', 'SMALLINT'],
    ['parent_id', 'INTEGER'],
    ['level', 'SMALLINT'],
  ]),
];

/** Copies one table into a CSV file, slice by slice, each slice's lines made by PostgreSQL in one field. */
async function copyToCsv(sql: SqlRunner, table: Copied, file: string): Promise<number> {
  const out = createWriteStream(file);
  const line = `format('${table.columns.map(() => '%s').join(',')}', ${table.columns.map(([name, , expression]) => expression ?? name).join(', ')})`;
  const [bounds] = await sql.query<{ low: string | number | null; high: string | number | null }>(
    `select min(${table.slice.column})${table.slice.days ? '::text' : ''} as low, max(${table.slice.column})${table.slice.days ? '::text' : ''} as high from ${table.from}`,
  );
  let rows = 0;
  if (bounds?.low != null && bounds.high != null) {
    const next = (at: string | number) =>
      table.slice.days ? addDays(String(at), table.slice.step) : Number(at) + table.slice.step;
    for (let at: string | number = bounds.low; at <= bounds.high; at = next(at)) {
      const [slice] = await sql.query<{ text: string | null; rows: number }>(
        `select string_agg(${line}, E'\\n') as text, count(*)::int as rows from ${table.from}
          where ${table.slice.column} >= $1 and ${table.slice.column} < $2`,
        [at, next(at)],
      );
      if (slice?.text) {
        if (!out.write(`${slice.text}\n`)) await once(out, 'drain');
        rows += slice.rows;
      }
    }
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

export interface DuckFacts {
  connection: DuckDBConnection;
  /** Rows as objects (BIGINT and HUGEINT sums as numbers, dates as 'YYYY-MM-DD'). */
  rows<T>(statement: string, values?: unknown[]): Promise<T[]>;
  copied: Record<string, number>;
  seconds: number;
  close(): void;
}

/** Copies the raw facts into an in-memory DuckDB database. */
export async function duckFacts(sql: SqlRunner): Promise<DuckFacts> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-duck-'));
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const copied: Record<string, number> = {};
  try {
    for (const table of TABLES) {
      const file = join(dir, `${table.name}.csv`);
      copied[table.name] = await copyToCsv(sql, table, file);
      const columns = table.columns.map(([name, type]) => `'${name}': '${type}'`).join(', ');
      await connection.run(
        `create table ${table.name} as select * from read_csv('${file}', header = false, columns = {${columns}}, quote = '"', escape = '"', nullstr = '')`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    connection,
    async rows<T>(statement: string, values: unknown[] = []) {
      const reader = await connection.runAndReadAll(statement, values as never);
      return reader.getRowObjectsJson() as T[];
    },
    copied,
    seconds: (performance.now() - started) / 1000,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
