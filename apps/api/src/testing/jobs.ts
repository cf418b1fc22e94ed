import type PgBoss from 'pg-boss';

/** Waits until a queued job has completed or failed, polling its state. */
async function waitForJob(boss: PgBoss, queue: string, id: string) {
  for (;;) {
    const job = await boss.getJobById(queue, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends a job and waits for its outcome. */
export async function runJob(boss: PgBoss, queue: string, data: object = {}) {
  return waitForJob(boss, queue, (await boss.send(queue, data))!);
}
