import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedServer } from './embedded-server.ts';
import * as schema from './schema/index.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** The drizzle handle over the app's pool. */
export type Db = NodePgDatabase<typeof schema>;

/**
 * A statement most requests run (the caller's lookup, a charge): outside a transaction it is
 * parsed and planned once per connection under its name, then only bound and executed.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/** Raw SQL with positional parameters, for the few places drizzle cannot express (bulk writes). */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string | NamedStatement, params?: unknown[]): Promise<T[]>;
}

export interface Database extends SqlRunner {
  db: Db;
  /** Runs `work` in one transaction on one connection: all of it is written, or none. */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** For pg-boss and the tools that connect on their own: the server's connection string. */
  jobConnection: { connectionString: string };
  close(): Promise<void>;
}

/** A PostgreSQL server by its address, or the embedded server under a data directory (decisions/031). */
export type DatabaseOptions = { url: string } | { dataDir: string };

/** Opens the database (starting or joining the embedded server for a data directory) and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const connection = connectPostgres(options.url);
    await connection.migrate();
    return connection.database;
  }
  const server = await startEmbeddedServer({ dataDir: options.dataDir });
  const connection = connectPostgres(server.url);
  await connection.migrate();
  return {
    ...connection.database,
    async close() {
      await connection.database.close();
      await server.release();
    },
  };
}

/** An open database and the step that brings its schema up to date. */
export interface Connection {
  database: Database;
  migrate(): Promise<void>;
}

/*
 * Values as the app reads them: int8 (counts, rupiah sums) as numbers — our values stay far below
 * 2^53 — and dates as 'YYYY-MM-DD' strings, the form days take everywhere.
 */
const INT8_OID = 20;
const DATE_OID = 1082;
const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export function connectPostgres(url: string): Connection {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? asNumber
        : oid === DATE_OID
          ? asText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  // JIT compiling pays off for queries that run for seconds; ours take milliseconds, and ranking a
  // large market's products spent 50 of its 180 ms compiling (docs/benchmarks.md).
  const pool = new pg.Pool({ connectionString: url, max: 10, types, options: '-c jit=off' });
  // An idle connection the server closed (a restart, a dropped database) is replaced by the
  // pool on the next query; without a listener, node-postgres would crash the process.
  pool.on('error', () => {});
  return {
    database: {
      db: drizzlePg(pool, { schema }),
      query: async <T>(statement: string | NamedStatement, params: unknown[] = []) =>
        (await pool.query(queryConfig(statement, params))).rows as T[],
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({
            query: async <T>(statement: string | NamedStatement, params: unknown[] = []) =>
              (await client.query(queryConfig(statement, params))).rows as T[],
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      jobConnection: { connectionString: url },
      close: () => pool.end(),
    },
    migrate: () => migratePostgres(pool),
  };
}

/** node-postgres prepares a named statement once on each pooled connection. */
const queryConfig = (statement: string | NamedStatement, values: unknown[]): pg.QueryConfig =>
  typeof statement === 'string' ? { text: statement, values } : { ...statement, values };

const MIGRATION_LOCK = 727_001;

async function migratePostgres(pool: pg.Pool): Promise<void> {
  const lockClient = await pool.connect();
  try {
    // Several processes may start together; one applies the migrations, the others wait.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    lockClient.release();
  }
}
