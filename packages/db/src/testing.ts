import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectPostgres, type Database } from './client.ts';
import { startEmbeddedServer } from './embedded-server.ts';

/** Names the server database that createTestDatabase copies; set by prepareTestDatabases. */
const TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

/**
 * A fresh, migrated database for one test: a copy of the run's template database on the server
 * of the run (dropped again on close) — the embedded server prepareTestDatabases started, or the
 * PostgreSQL server named by TEST_DATABASE_URL.
 *
 * Copying takes the server a few hundred milliseconds, most of a small test's time: the copy for
 * the next test is started as soon as one is handed out, so the server makes it while this test runs.
 */
export function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_VARIABLE];
  if (!serverUrl || !template) {
    throw new Error('No test database server: run the tests through vitest (its globalSetup starts one)');
  }
  const ready = nextCopy ?? copyTemplate(serverUrl, template);
  nextCopy = copyTemplate(serverUrl, template);
  // A copy nobody takes is dropped with the run's other copies by prepareTestDatabases' teardown.
  nextCopy.catch(() => {});
  return ready;
}

let nextCopy: Promise<Database> | undefined;

/**
 * A copy of the run's template after `fill` ran on it: a market seeded the same way for several
 * test files is seeded once a run, whichever worker asks first (the others wait for it), and
 * copied for each file like the plain template. `shape` names what `fill` writes: equal shapes
 * must fill equally.
 */
export async function createFilledTestDatabase(
  shape: string,
  fill: (database: Database) => Promise<void>,
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_VARIABLE];
  if (!serverUrl || !template) {
    throw new Error('No test database server: run the tests through vitest (its globalSetup starts one)');
  }
  const filled = `${template}_f${createHash('sha256').update(shape).digest('hex').slice(0, 12)}`;
  await withAdminClient(serverUrl, async (client) => {
    // One worker fills; a worker that dies filling leaves only a half-filled database under
    // another name, and its lock goes with its connection.
    await client.query('select pg_advisory_lock(hashtext($1))', [filled]);
    if (await databaseExists(client, filled)) return;
    const building = `${filled}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    const { database } = await createServerDatabase(serverUrl, template, building);
    try {
      await fill(database);
    } finally {
      await database.close();
    }
    await client.query(`alter database ${building} rename to ${filled}`);
  });
  return copyTemplate(serverUrl, filled);
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

async function copyTemplate(serverUrl: string, template: string): Promise<Database> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const { database } = await createServerDatabase(serverUrl, template, name);
  return {
    ...database,
    // The test goes on while the server drops its copy (the run's teardown drops any left).
    close: async () => {
      await database.close();
      dropDatabase(serverUrl, name).catch(() => {});
    },
  };
}

/**
 * For vitest's globalSetup: starts one throw-away embedded server for the run unless
 * TEST_DATABASE_URL names a server, and migrates one template database on it before any worker
 * starts; the returned teardown drops it (and stops the embedded server).
 */
export async function prepareTestDatabases(): Promise<() => Promise<void>> {
  let stopServer = async () => {};
  if (!process.env.TEST_DATABASE_URL) {
    const dataDir = await mkdtemp(join(tmpdir(), 'pasarlens-test-db-'));
    await chmod(dataDir, 0o755);
    const server = await startEmbeddedServer({ dataDir, throwaway: true, log: () => {} });
    process.env.TEST_DATABASE_URL = server.url.replace(/\/pasarlens\?.*$/, '/postgres');
    stopServer = async () => {
      await server.release();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = await createServerDatabase(serverUrl, undefined, `pasarlens_test_${randomBytes(6).toString('hex')}`);
  await template.database.close();
  process.env[TEMPLATE_VARIABLE] = template.name;
  return async () => {
    await dropDatabasesNamed(serverUrl, `${template.name}%`);
    await stopServer();
  };
}

/**
 * A new database on the server at `serverUrl`, dropped again on close: a copy of `template`, or
 * else migrated from empty.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
  name = `pasarlens_scratch_${randomBytes(6).toString('hex')}`,
): Promise<Database> {
  const { database } = await createServerDatabase(serverUrl, template, name);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function createServerDatabase(
  serverUrl: string,
  template: string | undefined,
  name: string,
): Promise<{ name: string; database: Database }> {
  // FILE_COPY copies the template's files after a checkpoint: on a test server, a few times faster
  // than the default, which writes every block of the copy through the WAL.
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = connectPostgres(url.toString());
  if (!template) await connection.migrate();
  return { name, database: connection.database };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function dropDatabasesNamed(serverUrl: string, pattern: string): Promise<void> {
  const names = await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      pattern,
    ]);
    return rows.map((row) => row.datname);
  });
  for (const name of names) await dropDatabase(serverUrl, name);
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
