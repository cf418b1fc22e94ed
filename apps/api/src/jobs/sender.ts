import { executorOver, type Database } from '@pasarlens/db';
import PgBoss from 'pg-boss';

/** PostgreSQL's codes for a missing schema or table: pg-boss has never started on this database. */
const QUEUE_NOT_CREATED = new Set(['3F000', '42P01']);
const queueNotCreated = (error: unknown) => QUEUE_NOT_CREATED.has(String((error as { code?: unknown }).code));

/**
 * Puts jobs on the queue without starting pg-boss here: web processes only enqueue (the worker
 * and all-in-one roles run the queue), through the app's own database connection.
 */
export function jobSender(database: Database) {
  const boss = new PgBoss({ db: executorOver(database) });
  return {
    /**
     * The job's id, or null when no worker has created the queue yet: work that records its own
     * state (a download still processing) is queued again by the worker when it starts.
     */
    async send(queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
      try {
        return await boss.send(queue, data, options);
      } catch (error) {
        if (queueNotCreated(error)) return null;
        throw error;
      }
    },
  };
}

export type JobSender = ReturnType<typeof jobSender>;
