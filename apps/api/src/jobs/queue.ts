import type { Database } from '@pasarlens/db';
import PgBoss from 'pg-boss';

export const JOB_TIMEZONE = 'Asia/Jakarta';

/** Starts pg-boss on the app's database (its own `pgboss` schema). */
export async function startQueue(
  database: Database,
  options: { schedule: boolean; pollingIntervalSeconds?: number },
): Promise<PgBoss> {
  const boss = new PgBoss({
    ...database.jobConnection,
    schedule: options.schedule,
    supervise: true,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  return boss;
}
