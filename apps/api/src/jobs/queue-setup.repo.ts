import type { Database } from '@pasarlens/db';

const QUEUE_SETUP_LOCK = 'pasarlens.job-queue.setup';

/**
 * Runs `setup` (starting pg-boss, creating its queues) while no other process does: pg-boss
 * creates a queue's partition table and attaches it to the job table, and two processes doing so
 * at once on a fresh database deadlock.
 */
export async function withQueueSetupLock<T>(database: Database, setup: () => Promise<T>): Promise<T> {
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [QUEUE_SETUP_LOCK]);
    return setup();
  });
}
