import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningApp {
  baseUrl: string;
  /** Runs an operator command (`npm run admin -- …`) as an operator would: the app stopped, then started again. */
  operator(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Until the app answers and says it is ready (a first start builds the demo market behind an answering port). */
async function waitUntilReady(statusUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${log()}`);
    const ready = await fetch(statusUrl)
      .then(async (response) => ((await response.json()) as { ready?: boolean }).ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`app was not ready within 120 s:\n${log()}`);
}

function stopChild(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** Starts the built app as `npm start` would (server + web build), on a free port and an empty embedded database. */
export async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pasarlens-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DEMO_PRODUCTS: '400',
    DEMO_DAYS: '14',
  };
  let output = '';
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await waitUntilReady(`${baseUrl}/api/status`, child, () => output);
    return child;
  };
  let child = await start();
  return {
    baseUrl,
    async operator(args) {
      // The embedded database allows one process at a time.
      await stopChild(child);
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      child = await start();
      if (result.status !== 0) throw new Error(`npm run admin -- ${args.join(' ')} failed:\n${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
