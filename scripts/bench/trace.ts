/**
 * Every statement the database runs while tracing is on, with its time: what one endpoint call
 * is made of (session, plan rights, tokens, the reads). Hooks the drivers themselves, so the
 * statements drizzle sends are seen too; on for the calls inside `traced` only.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Statement {
  text: string;
  ms: number;
}

let recording: Statement[] | null = null;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a frontend Parse ('P') or Query ('Q') message. */
function messageText(message: Uint8Array): string | null {
  const kind = message[0];
  if (kind !== 0x50 && kind !== 0x51) return null;
  let at = 5;
  if (kind === 0x50) at = message.indexOf(0, at) + 1; // the statement's name
  return new TextDecoder().decode(message.subarray(at, message.indexOf(0, at)));
}

type PgliteInternals = {
  execProtocolStream(message: Uint8Array, options?: object): Promise<unknown>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  const lite = PGlite.prototype as unknown as PgliteInternals;
  const send = lite.execProtocolStream;
  let current: Statement | null = null;
  lite.execProtocolStream = function (message, options) {
    const text = messageText(message);
    if (current && text !== null && current.text === '') current.text = oneLine(text);
    return send.call(this, message, options);
  };
  const exclusive = lite._runExclusiveQuery;
  lite._runExclusiveQuery = async function <T>(fn: () => Promise<T>): Promise<T> {
    if (!recording) return exclusive.call(this, fn) as Promise<T>;
    const log = recording;
    return exclusive.call(this, async () => {
      const statement: Statement = { text: '', ms: 0 };
      current = statement;
      const started = performance.now();
      try {
        return await fn();
      } finally {
        statement.ms = performance.now() - started;
        current = null;
        log.push(statement);
      }
    }) as Promise<T>;
  };

  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!recording) return clientQuery.apply(this, args);
    const log = recording;
    const config = args[0] as string | { text?: string };
    const statement: Statement = { text: oneLine(typeof config === 'string' ? config : (config.text ?? '')), ms: 0 };
    const started = performance.now();
    const done = () => {
      statement.ms = performance.now() - started;
      log.push(statement);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return clientQuery.apply(this, args);
    }
    const result = clientQuery.apply(this, args);
    if (result instanceof Promise) return result.finally(done);
    return result;
  } as typeof pg.Client.prototype.query;
}

/** Runs `work` and returns the statements it ran, in order, each with its time. */
export async function traced(work: () => Promise<unknown>): Promise<{ ms: number; statements: Statement[] }> {
  hook();
  const statements: Statement[] = [];
  recording = statements;
  const started = performance.now();
  try {
    await work();
  } finally {
    recording = null;
  }
  return { ms: performance.now() - started, statements };
}

/** A trace as a markdown table: each statement's time and its first characters. */
export function traceTable(name: string, trace: { ms: number; statements: Statement[] }, width = 140): string {
  const sum = trace.statements.reduce((s, x) => s + x.ms, 0);
  const rows = trace.statements.map(
    (s) => `| ${s.ms.toFixed(2)} | \`${s.text.slice(0, width).replaceAll('|', '\\|')}\` |`,
  );
  return [
    `#### ${name}: ${trace.ms.toFixed(1)} ms, ${trace.statements.length} statements taking ${sum.toFixed(1)} ms`,
    '',
    '| ms | statement |',
    '|---|---|',
    ...rows,
    '',
  ].join('\n');
}
