/**
 * Every statement the database runs while tracing is on, with its time: what one endpoint call
 * is made of (session, plan rights, tokens, the reads). Hooks node-postgres itself, so the
 * statements drizzle sends are seen too; on for the calls inside `traced` only.
 */
import pg from 'pg';

export interface Statement {
  text: string;
  ms: number;
}

let recording: Statement[] | null = null;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
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
