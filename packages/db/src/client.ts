import { parse, PGlite, protocol } from '@electric-sql/pglite';
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

const textOf = (statement: string | NamedStatement) => (typeof statement === 'string' ? statement : statement.text);

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
    'dataDir' in source
      ? new PGlite(source.dataDir, { parsers })
      : new PGlite({ parsers, ...('image' in source && { loadDataDir: source.image }) });
  await client.waitReady;
  return client;
}

export function connectPglite(client: PGlite): Connection {
  const db = drizzlePglite(client, { schema });
  const prepared = preparedStatements(client);
  return {
    database: {
      db: db as unknown as Db,
      kind: 'pglite',
      query: async <T>(statement: string | NamedStatement, params: unknown[] = []) =>
        typeof statement === 'string'
          ? (await client.query<T>(statement, params)).rows
          : prepared<T>(statement, params),
      transaction: (work) =>
        client.transaction((tx) =>
          work({
            query: async <T>(statement: string | NamedStatement, params: unknown[] = []) =>
              (await tx.query<T>(textOf(statement), params)).rows,
          }),
        ),
      jobConnection: { db: pgliteExecutor(client) },
      close: () => client.close(),
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
  };
}

const concat = (messages: Uint8Array[]) => {
  const joined = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  messages.reduce((offset, m) => (joined.set(m, offset), offset + m.length), 0);
  return joined;
};

/** A named statement as prepared: the types of its parameters and, per column, its name and parser. */
interface Prepared {
  paramTypes: number[];
  columns: { name: string; parse: ((text: string, type: number) => unknown) | undefined; type: number }[];
}

/**
 * Named statements on PGlite, whose `query()` parses, describes and plans every statement again
 * in six calls into the engine and copies its table of type parsers for every result: here the
 * first run parses and describes the statement under its name, and every run after binds and
 * executes it in one call, on the plan PostgreSQL keeps for it. It holds PGlite's own locks, as
 * `query()` does.
 */
function preparedStatements(client: PGlite) {
  const { serialize, messages } = protocol;
  const statements = new Map<string, Prepared>();
  async function prepare(name: string, text: string): Promise<Prepared> {
    const described = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const fields =
      described.find(
        (m): m is InstanceType<typeof messages.RowDescriptionMessage> => m instanceof messages.RowDescriptionMessage,
      )?.fields ?? [];
    const prepared = {
      paramTypes: parse.parseDescribeStatementResults(described),
      columns: fields.map((f) => ({ name: f.name, type: f.dataTypeID, parse: client.parsers[f.dataTypeID] })),
    };
    statements.set(name, prepared);
    return prepared;
  }
  return <T>({ name, text }: NamedStatement, params: unknown[]): Promise<T[]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { paramTypes, columns } = statements.get(name) ?? (await prepare(name, text));
        const values = params.map((param, i) =>
          param === null || param === undefined ? null : (client.serializers[paramTypes[i]!]?.(param) ?? String(param)),
        );
        const answer = await client.execProtocolStream(
          concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        );
        const rows: T[] = [];
        for (const message of answer) {
          if (!(message instanceof messages.DataRowMessage)) continue;
          const row: Record<string, unknown> = {};
          message.fields.forEach((value: string | null, i) => {
            const column = columns[i]!;
            row[column.name] = value === null || !column.parse ? value : column.parse(value, column.type);
          });
          rows.push(row as T);
        }
        return rows;
      }),
    );
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
      kind: 'postgres',
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

/** What pg-boss needs from a connection: run SQL, get rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's executor over the app's own connection (pool or embedded), for sending jobs without starting pg-boss. */
export const executorOver = (sql: SqlRunner): SqlExecutor => ({
  executeSql: async (text, values) => ({ rows: await sql.query(text, values ?? []) }),
});
