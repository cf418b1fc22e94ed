import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Both drivers expose the same drizzle query API; we type the handle as the node-postgres one
 * so that feature code is written once for PGlite and PostgreSQL.
 */
export type Db = NodePgDatabase<typeof schema>;

/** Raw SQL with positional parameters, for the few places drizzle cannot express (bulk writes). */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends SqlRunner {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction on one connection: all of it is written, or none. */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** For pg-boss: the server's connection string, or an executor over the embedded database. */
  jobConnection: { connectionString: string } | { db: SqlExecutor };
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const connection = 'url' in options ? connectPostgres(options.url) : connectPglite(await startPglite(options));
  await connection.migrate();
  return connection.database;
}

/** An open database and the step that brings its schema up to date. */
export interface Connection {
  database: Database;
  migrate(): Promise<void>;
}

/*
 * Both drivers return the same JavaScript values: int8 (counts, rupiah sums) as numbers — our
 * values stay far below 2^53 — and dates as 'YYYY-MM-DD' strings, the form days take everywhere.
 */
const INT8_OID = 20;
const DATE_OID = 1082;
const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;

/** Where an embedded database lives; `image` is a data directory dumped by `PGlite#dumpDataDir`. */
export type PgliteSource = { dataDir: string } | { memory: true } | { image: Blob };

/** Starts an embedded PostgreSQL with our type parsers. */
export async function startPglite(source: PgliteSource): Promise<PGlite> {
  const parsers = { [INT8_OID]: asNumber, [DATE_OID]: asText };
  const client =
    'dataDir' in source ? new PGlite(source.dataDir, { parsers }) : new PGlite({ parsers, ...('image' in source && { loadDataDir: source.image }) });
  await client.waitReady;
  return client;
}

export function connectPglite(client: PGlite): Connection {
  const db = drizzlePglite(client, { schema });
  return {
    database: {
      db: db as unknown as Db,
      kind: 'pglite',
      query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      transaction: (work) =>
        client.transaction((tx) => work({ query: async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows })),
      jobConnection: { db: pgliteExecutor(client) },
      close: () => client.close(),
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
  };
}

/**
 * PGlite runs parameterised SQL one statement at a time; pg-boss sends its multi-statement
 * scripts (schema, locked maintenance) without parameters, so those go through exec.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export function connectPostgres(url: string): Connection {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? asNumber : oid === DATE_OID ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection the server closed (a restart, a dropped database) is replaced by the
  // pool on the next query; without a listener, node-postgres would crash the process.
  pool.on('error', () => {});
  return {
    database: {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({ query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[] });
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

/** What pg-boss needs from a connection: run SQL, get rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's executor over the app's own connection (pool or embedded), for sending jobs without starting pg-boss. */
export const executorOver = (sql: SqlRunner): SqlExecutor => ({ executeSql: async (text, values) => ({ rows: await sql.query(text, values ?? []) }) });
