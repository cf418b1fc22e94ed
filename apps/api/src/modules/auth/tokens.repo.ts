import { userTokens, type Db } from '@pasarlens/db';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';

export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type TokenRow = typeof userTokens.$inferSelect;

export function tokensRepo(db: Db) {
  return {
    async insert(values: typeof userTokens.$inferInsert): Promise<void> {
      await db.insert(userTokens).values(values);
    },
    async find(tokenHash: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
      const [row] = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
      return row;
    },
    /** Marks the token used; false when another request used it first. */
    async consume(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
        .returning({ id: userTokens.id });
      return used.length === 1;
    },
    /** Deletes tokens that have expired or were used before `usedBefore`; returns how many. */
    async deleteDead(now: Date, usedBefore: Date): Promise<number> {
      const deleted = await db
        .delete(userTokens)
        .where(or(lt(userTokens.expiresAt, now), and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, usedBefore))))
        .returning({ id: userTokens.id });
      return deleted.length;
    },
    /** Retires the user's unused tokens of a purpose, so only the newest link works. */
    async retireUnused(userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    },
  };
}
