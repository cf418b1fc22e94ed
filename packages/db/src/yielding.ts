import type { Database, SqlRunner } from './client.ts';

/** A turn of the event loop: pending I/O (an HTTP request) is served before the next statement. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const yieldingRunner = (sql: SqlRunner): SqlRunner => ({
  query: async (statement, params) => {
    await nextTurn();
    return sql.query(statement, params);
  },
});

/**
 * The database with a turn of the event loop before each statement. PGlite runs on this thread and
 * answers through promises alone, so a seed's chain of statements would keep every HTTP request —
 * the first start's own progress page included — waiting until the whole seed had ended.
 */
export function yieldingDatabase(database: Database): Database {
  return {
    db: database.db,
    kind: database.kind,
    jobConnection: database.jobConnection,
    close: () => database.close(),
    query: yieldingRunner(database).query,
    transaction: (work) => database.transaction((sql) => work(yieldingRunner(sql))),
  };
}
