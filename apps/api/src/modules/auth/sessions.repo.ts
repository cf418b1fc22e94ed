import { sessions, users, type Db } from '@pasarlens/db';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepo(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** The live session with this hash and its user; expiry rules are applied by the caller. */
    async findWithUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },
    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** Deletes sessions past their absolute expiry or idle since before `idleSince`; returns how many. */
    async deleteExpired(now: Date, idleSince: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
        .returning({ id: sessions.id });
      return deleted.length;
    },
    async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
      const condition = exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId);
      await db.delete(sessions).where(condition);
    },
  };
}
