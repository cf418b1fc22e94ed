import { contactMessages, type Db } from '@pasarlens/db';
import { count, desc } from 'drizzle-orm';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function contactMessagePage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(contactMessages);
  return { rows, total: total!.n };
}
