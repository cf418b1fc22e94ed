import type PgBoss from 'pg-boss';
import { vi } from 'vitest';

/** Waits until a queued job has completed or failed, polling its state for at most 30 s. */
function waitForJob(boss: PgBoss, queue: string, id: string) {
  return vi.waitFor(
    async () => {
      const job = await boss.getJobById(queue, id);
      if (!job || !['completed', 'failed'].includes(job.state)) throw new Error(`job ${id} of ${queue} still running`);
      return job;
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** Sends a job and waits for its outcome. */
export async function runJob(boss: PgBoss, queue: string, data: object = {}) {
  return waitForJob(boss, queue, (await boss.send(queue, data))!);
}
