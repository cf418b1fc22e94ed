import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME, EMBEDDED_MAJOR, startEmbeddedServer } from './embedded-server.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pasarlens-embedded-'));
  await chmod(dataDir, 0o755);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const quiet = { log: () => {} };
/** One question, as this process asks: connected, asked, disconnected. */
async function ask(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A connection that another app process, by its name, keeps open. */
async function otherProcess(url: string) {
  const client = new pg.Client({
    connectionString: url.replace(/\?.*$/, ''),
    application_name: `${APPLICATION_NAME}:999999`,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe('the embedded server', () => {
  it('is created under DATA_DIR, listens on loopback only with a password, and is shared by every process on it', async () => {
    const first = await startEmbeddedServer({ dataDir, ...quiet });
    const url = new URL(first.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(decodeURIComponent(url.password)).toBe((await readFile(join(dataDir, 'postgres.secret'), 'utf8')).trim());
    const rows = await ask(first.url, `select current_setting('listen_addresses') as listen, version()`);
    expect(rows[0].listen).toBe('127.0.0.1');
    expect(rows[0].version).toContain(`PostgreSQL ${EMBEDDED_MAJOR}.`);
    const wrong = new URL(first.url);
    wrong.password = 'not-it';
    await expect(ask(wrong.toString(), 'select 1')).rejects.toThrow(/password/);

    // Another process joins the running server, and while it is connected the first cannot stop it.
    const second = await startEmbeddedServer({ dataDir, ...quiet });
    expect(new URL(second.url).port).toBe(url.port);
    const other = await otherProcess(second.url);
    await first.release();
    expect(await ask(second.url, 'select 1 as up')).toEqual([{ up: 1 }]);
    await other.end();
    await second.release();
    await expect(ask(second.url, 'select 1')).rejects.toThrow();

    // Started again, it keeps what it held.
    const again = await startEmbeddedServer({ dataDir, ...quiet });
    expect(await ask(again.url, `select current_database() as name`)).toEqual([{ name: 'pasarlens' }]);
    await again.release();
  });

  it('refuses a data directory of another PostgreSQL version instead of opening it', async () => {
    await writeFile(join(dataDir, 'postgres', 'PG_VERSION'), '16\n');
    await expect(startEmbeddedServer({ dataDir, ...quiet })).rejects.toThrow(/holds a PostgreSQL 16 database/);
  });
});
