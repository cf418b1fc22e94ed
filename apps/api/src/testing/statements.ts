import pg from 'pg';

/**
 * Runs `work` and returns, beside its result, the statements this process sent to PostgreSQL
 * meanwhile: every `query` of every node-postgres client (the pool's, a transaction's, drizzle's),
 * by its name when it is a named statement, else its text. The real database still answers
 * them; only the count is taken. Nothing else may use the database while `work` runs.
 */
export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
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
