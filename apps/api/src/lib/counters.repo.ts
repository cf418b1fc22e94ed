import { rateLimits, type Db } from '@pasarlens/db';
import { lt } from 'drizzle-orm';

/** Deletes attempt counters whose window or block ended before `now`; returns how many. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return deleted.length;
}
