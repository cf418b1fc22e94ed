import { users, type Db } from '@pasarlens/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Maps a unique violation on users to the spec's conflict errors, rethrows anything else. */
function rethrowConflict(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_email_unique') throw new AppError('EMAIL_IN_USE');
  if (constraint === 'users_phone_unique') throw new AppError('PHONE_IN_USE');
  throw error;
}

export function usersRepo(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    async insert(values: NewUser): Promise<UserRow> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row!;
      } catch (error) {
        rethrowConflict(error);
      }
    },
    async update(id: string, values: Partial<NewUser>, now: Date): Promise<UserRow> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...values, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      } catch (error) {
        if (error instanceof AppError) throw error;
        rethrowConflict(error);
      }
    },
    async setRole(email: string, role: UserRow['role']): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.email, email.toLowerCase())).returning();
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
