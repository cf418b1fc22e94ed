import { outboxEmails, type Db } from '@pasarlens/db';
import { desc } from 'drizzle-orm';

export type OutboxMail = typeof outboxEmails.$inferSelect;

/** Keeps a mail that was not sent (no SMTP server configured), for the development outbox. */
export async function keepInOutbox(db: Db, mail: Pick<OutboxMail, 'to' | 'subject' | 'text' | 'html'>): Promise<void> {
  await db.insert(outboxEmails).values(mail);
}

/** The newest mails of the outbox, newest first. */
export function latestOutboxMail(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
