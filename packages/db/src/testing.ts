import { randomBytes } from 'node:crypto';
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
 */
export function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('No test database server: run the tests through vitest (its globalSetup starts one)');
  return createScratchDatabase(serverUrl, process.env[TEMPLATE_VARIABLE]);
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
  const template = await createServerDatabase(serverUrl);
  await template.database.close();
  process.env[TEMPLATE_VARIABLE] = template.name;
  return async () => {
    await dropDatabase(serverUrl, template.name);
    await stopServer();
  };
}

/**
 * A new database on the server at `serverUrl`, dropped again on close: a copy of `template`, or
 * else migrated from empty.
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<Database> {
  const { name, database } = await createServerDatabase(serverUrl, template);
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
  template?: string,
): Promise<{ name: string; database: Database }> {
  const name = `pasarlens_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
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

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
