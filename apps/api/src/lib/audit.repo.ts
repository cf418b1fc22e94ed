import { auditLog, type Db } from '@pasarlens/db';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Keeps who changed what, and how it went: every admin change and operator command. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
