import { CSRF_COOKIE, CSRF_HEADER, LIVE_SOCKET_PATH } from '@pasarlens/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';

/*
 * The app's processes as production starts them (`server.ts --role …`), for the tests that run
 * several on one PostgreSQL database and stop or kill them.
 */

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const PASSWORD = 'rahasia-123';

export interface AppProcess {
  role: string;
  child: ChildProcess;
  output: string[];
  /** The web address, for a process that serves HTTP. */
  url: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Every process started through `startProcess`, to stop them all at the end. */
export const startedProcesses: AppProcess[] = [];

/**
 * Starts one process of the app and resolves once it says it is serving (web, all) or started
 * (worker, scheduler). `env` adds to the test environment (TRUST_PROXY on, as behind a proxy).
 */
export async function startProcess(
  role: 'all' | 'web' | 'worker' | 'scheduler',
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, '--role', role], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: AppProcess = { role, child, output: [], url: `http://127.0.0.1:${port}` };
  startedProcesses.push(started);
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Read everything, or a full pipe would stop the process.
      started.output.push(chunk.toString());
      if (/Pasarlens (is running|\w+ started)/.test(chunk.toString())) resolve(started);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) =>
      reject(new Error(`${role} exited with ${code ?? signal}:\n${started.output.join('').slice(-2000)}`)),
    );
  });
}

/** Stops a process as an operator would (SIGTERM) and waits for it to end. */
function stopProcess({ child }: AppProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Ends a process the way a crash does (SIGKILL): nothing of its own shutdown runs. */
export function killProcess({ child }: AppProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export const stopAllProcesses = () => Promise.all(startedProcesses.map(stopProcess));

/** A browser at one client address: keeps its cookies and sends the CSRF header like the web app. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly address: string) {}

  async send(baseUrl: string, method: 'GET' | 'POST', path: string, body?: object) {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (body) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.cookies.has(CSRF_COOKIE)) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE)!;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  login = (baseUrl: string, n: number, password = PASSWORD) =>
    this.send(baseUrl, 'POST', '/public/v1/auth/login', { email: `budi${n}@toko.id`, password });

  /** A live connection to one web process with this browser's session. */
  open(baseUrl: string, sockets: Socket[]): Socket {
    const socket = connect(baseUrl, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `sid=${this.cookies.get('sid')}` },
    });
    sockets.push(socket);
    return socket;
  }
}

/** Registers account n on one web process and verifies it on another, from the outbox (this machine only). */
export async function registerAccount(n: number, registerOn: string, verifyOn = registerOn): Promise<void> {
  const email = `budi${n}@toko.id`;
  const phone = `+62812345678${String(n).padStart(2, '0')}`;
  const registered = await new Browser('192.0.2.1').send(registerOn, 'POST', '/public/v1/users', {
    name: `Budi ${n}`,
    email,
    password: PASSWORD,
    phone,
  });
  expect(registered.status).toBe(201);
  const outbox = (await (await fetch(`${verifyOn}/dev/outbox`)).json()) as { to: string; text: string }[];
  const token = /verify-email\?token=([\w-]+)/.exec(outbox.find((mail) => mail.to === email)!.text)![1];
  expect(
    (await new Browser('192.0.2.1').send(verifyOn, 'POST', '/public/v1/emailVerification/verify', { token })).status,
  ).toBe(200);
}
