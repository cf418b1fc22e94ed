import type { Db } from '@pasarlens/db';
import type PgBoss from 'pg-boss';
import type { Clock } from '../lib/clock.ts';
import { deleteExpiredCounters } from '../lib/counters.repo.ts';
import { sessionsRepo } from '../modules/auth/sessions.repo.ts';
import { tokensRepo } from '../modules/auth/tokens.repo.ts';
import { JOB_TIMEZONE } from './queue.ts';

export const AUTH_CLEANUP_QUEUE = 'auth-cleanup';
/** Used tokens are kept a week for support questions, then deleted with the expired ones. */
const USED_TOKEN_RETENTION_MS = 7 * 86_400_000;

/**
 * Deletes sessions past their absolute or idle expiry, email tokens nobody can use any more and
 * attempt counters whose window has ended.
 */
async function purgeExpiredAuthData(
  db: Db,
  now: Date,
  sessionIdleMs: number,
): Promise<{ sessions: number; tokens: number; counters: number }> {
  const sessions = await sessionsRepo(db).deleteExpired(now, new Date(now.getTime() - sessionIdleMs));
  const tokens = await tokensRepo(db).deleteDead(now, new Date(now.getTime() - USED_TOKEN_RETENTION_MS));
  const counters = await deleteExpiredCounters(db, now);
  return { sessions, tokens, counters };
}

export async function registerAuthCleanup(
  boss: PgBoss,
  deps: { db: Db; clock: Clock; sessionIdleMs: number },
  options: { work: boolean; schedule: boolean },
) {
  await boss.createQueue(AUTH_CLEANUP_QUEUE);
  if (options.work)
    await boss.work(AUTH_CLEANUP_QUEUE, async () =>
      purgeExpiredAuthData(deps.db, deps.clock.now(), deps.sessionIdleMs),
    );
  // 03:15 WIB, the quietest hour of Indonesian marketplace traffic.
  if (options.schedule) await boss.schedule(AUTH_CLEANUP_QUEUE, '15 3 * * *', {}, { tz: JOB_TIMEZONE });
}
