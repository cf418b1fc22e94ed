import type { PGlite } from '@electric-sql/pglite';
import { connectPglite, startPglite, type Database } from './client.ts';

/*
 * Starting an embedded database costs more CPU than most tests (over a second, most of it PGlite
 * preparing PostgreSQL's shared memory), so a process migrates one database and hands it out;
 * when a test closes it, it is put back to its migrated state and handed to the next test. Putting
 * back empties the tables, restarts the sequences and ends the session's state, then compares the
 * catalogue, the settings and the migrations' own rows with the migrated database: a database
 * that differs in anything (a schema pg-boss made, a table a test changed) is closed instead, and
 * a new one is started from a dump of the migrated one.
 */

interface Template {
  /** The migrated data directory, loaded by every new instance. */
  image: Blob;
  baseline: Baseline;
}

interface Baseline {
  /** Empties the tables the migrations leave empty and restarts every sequence. */
  resetData: string;
  /** Tables the migrations fill (their own bookkeeping, the marketplaces); compared, never emptied. */
  filledTables: string[];
  fingerprint: string;
}

let template: Promise<Template> | undefined;
const idle: PGlite[] = [];

/** An in-memory database in its migrated state, as a newly migrated one would be. */
export async function migratedPglite(): Promise<Database> {
  const { image, baseline } = await (template ??= makeTemplate());
  const client = idle.pop() ?? (await startPglite({ image }));
  const lease = leaseOf(client);
  return {
    ...connectPglite(lease.client).database,
    close: async () => {
      lease.end();
      if (await restored(client, baseline)) idle.push(client);
      else await client.close();
    },
  };
}

/*
 * The baseline is taken on a copy: the instance that ran initdb and the migrations keeps settings
 * from initdb (client_min_messages=debug3) that its copies, like those of PGlite#clone(), do not.
 */
async function makeTemplate(): Promise<Template> {
  const image = await migratedImage();
  const copy = await startPglite({ image });
  const template = { image, baseline: await baselineOf(copy) };
  idle.push(copy);
  return template;
}

async function migratedImage(): Promise<Blob> {
  const client = await startPglite({ memory: true });
  await connectPglite(client).migrate();
  const image = await client.dumpDataDir('none');
  await client.close();
  return image;
}

/** The client as one test holds it: once the test closed it, unusable like a closed PGlite. */
function leaseOf(client: PGlite): { client: PGlite; end(): void } {
  let ended = false;
  const leased = new Proxy(client, {
    get(target, key) {
      if (ended) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: leased,
    end() {
      if (ended) throw new Error('PGlite is closed');
      ended = true;
    },
  };
}

async function baselineOf(client: PGlite): Promise<Baseline> {
  const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map(({ name }) => name);
  const filledTables: string[] = [];
  for (const table of tables)
    if (await value<boolean>(client, `select exists (select from ${table}) as value`)) filledTables.push(table);
  const emptyTables = tables.filter((table) => !filledTables.includes(table));
  const sequenceRestarts = await value<string | null>(client, SEQUENCE_RESTARTS);
  const resetData = [
    emptyTables.length > 0 && `truncate ${emptyTables.join(', ')};`,
    sequenceRestarts && `select ${sequenceRestarts};`,
  ]
    .filter(Boolean)
    .join('\n');
  return { resetData, filledTables, fingerprint: await fingerprintOf(client, filledTables) };
}

/** Puts a closed test database back to its migrated state; false when it cannot be. */
async function restored(client: PGlite, baseline: Baseline): Promise<boolean> {
  try {
    await client.exec(baseline.resetData);
    await client.exec(END_SESSION_STATE);
    return (await fingerprintOf(client, baseline.filledTables)) === baseline.fingerprint;
  } catch {
    // Left inside a transaction, or a table is gone: a new instance is cheaper than finding out.
    return false;
  }
}

async function fingerprintOf(client: PGlite, filledTables: string[]): Promise<string> {
  const parts = [await value<string>(client, CATALOGUE)];
  for (const table of filledTables)
    parts.push(
      await value<string>(client, `select md5(string_agg(t::text, ',' order by t::text)) as value from ${table} t`),
    );
  return parts.join(' ');
}

/** The `value` column of a query's one row. */
async function value<T>(client: PGlite, sql: string): Promise<T> {
  const [row] = (await client.query<{ value: T }>(sql)).rows;
  return row!.value;
}

const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  order by 1`;

const SEQUENCE_RESTARTS = `
  select string_agg(format('setval(%L, %s, %L)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value is not null), ', ') as value
  from pg_sequences`;

/** What a session leaves behind besides its settings (which the fingerprint compares). */
const END_SESSION_STATE = `close all; deallocate all; unlisten *; select pg_advisory_unlock_all(); discard temp; discard sequences; discard plans;`;

/** Everything a test could add to or change in the database's structure or the session's settings. */
const CATALOGUE = `
  select md5(string_agg(entry, E'\\n' order by entry)) as value from (
    select format('schema %s', nspname) from pg_namespace where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
    union all select format('relation %s %s', oid::regclass, relkind) from pg_class
    union all select format('column %s.%s %s %s %s', attrelid::regclass, attname, format_type(atttypid, atttypmod), attnotnull, atthasdef) from pg_attribute where attnum > 0 and not attisdropped
    union all select format('default %s %s', adrelid::regclass, pg_get_expr(adbin, adrelid)) from pg_attrdef
    union all select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
    union all select format('index %s', pg_get_indexdef(indexrelid)) from pg_index
    union all select format('trigger %s %s', tgrelid::regclass, tgname) from pg_trigger
    union all select format('function %s', oid::regprocedure) from pg_proc
    union all select format('type %s', oid::regtype) from pg_type
    union all select format('extension %s %s', extname, extversion) from pg_extension
    union all select format('role %s', rolname) from pg_roles
    union all select format('setting %s=%s', name, setting) from pg_settings
  ) as catalogue(entry)`;
