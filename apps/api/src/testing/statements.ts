import type { Database } from '@pasarlens/db';
import pg from 'pg';

/**
 * Runs `work` and returns, beside its result, the statements this process sent to `database`
 * meanwhile: every `query` of every node-postgres client on it (the pool's, a transaction's,
 * drizzle's), by its name when it is a named statement, else its text. The real database still
 * answers them; only the count is taken. Nothing else may use that database while `work` runs
 * (the test harness meanwhile copies and drops other databases through other connections).
 */
export async function statementsOf<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const name = new URL(database.jobConnection.connectionString).pathname.slice(1);
  const statements: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (this.database !== name) return original.call(this, config, ...rest);
    const named = typeof config === 'object' && config !== null ? (config as { name?: string; text?: string }) : null;
    statements.push(named ? (named.name ?? named.text ?? '?') : String(config));
    return original.call(this, config, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}
