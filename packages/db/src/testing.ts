import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type Database } from './client.ts';
import { migratedPglite } from './test-pglite.ts';

/** Names the server database that createTestDatabase copies; set by prepareTestDatabases. */
const TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

/**
 * A fresh, migrated database for one test: in memory (PGlite) by default, or a copy of a template
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createScratchDatabase(serverUrl, process.env[TEMPLATE_VARIABLE]) : migratedPglite();
}

/**
 * For vitest's globalSetup: with TEST_DATABASE_URL set, migrates one template database for the
 * whole run, before any worker starts; the returned teardown drops it.
 */
export async function prepareTestDatabases(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return async () => {};
  const template = await createServerDatabase(serverUrl);
  await template.database.close();
  process.env[TEMPLATE_VARIABLE] = template.name;
  return () => dropDatabase(serverUrl, template.name);
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
