import { sessions, users, type Db, type NamedStatement, type SqlRunner } from '@pasarlens/db';
import { and, eq, getTableColumns, lt, ne, or, type Table } from 'drizzle-orm';
import { selectList, unprefixed, type FieldColumns } from '../../lib/select-list.ts';
import { ACCESS_COLUMNS, accessJoins, accessRowsOf, type AccessRows } from '../billing/access-rows.ts';
import type { UserRow } from '../users/users.repo.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The field-to-column map of a schema table, for the raw select below. */
const fieldsOf = (table: Table): FieldColumns =>
  Object.fromEntries(Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name]));

const SESSION_FIELDS = fieldsOf(sessions);
const USER_FIELDS = fieldsOf(users);

// An admin's session viewing as another user resolves to that user; a session whose owner is no
// longer an admin resolves to its owner, so a revoked admin stops viewing at once.
const FIND_CALLER: NamedStatement = {
  name: 'find_caller',
  text: `select ${selectList(SESSION_FIELDS, 'se', 'session.')}, ${selectList(USER_FIELDS, 'u', 'user.')}, ${ACCESS_COLUMNS},
    case when u.id <> own.id then own.email end as "viewerEmail"
  from sessions se join users own on own.id = se.user_id
  join users u on u.id = case when own.role = 'admin' and se.view_as_user_id is not null then se.view_as_user_id else own.id end
  ${accessJoins('u.id')}
  where se.token_hash = $1 and se.expires_at > $2`,
};

/** The admin behind a session that views the app as another user. */
export interface Viewer {
  id: string;
  email: string;
}

/**
 * The unexpired session with this hash, its user (the viewed user while an admin views as one,
 * with the admin as `viewer`) and the user's access rows, in the one statement every signed-in
 * request starts with; idle rules are applied by the caller.
 */
export async function findCaller(
  sql: SqlRunner,
  tokenHash: string,
  now: Date,
): Promise<({ session: SessionRow; user: UserRow; viewer: Viewer | null } & AccessRows) | undefined> {
  const [row] = await sql.query<Record<string, unknown> & { viewerEmail: string | null }>(FIND_CALLER, [
    tokenHash,
    now,
  ]);
  if (!row) return undefined;
  const session = unprefixed<SessionRow>(row, SESSION_FIELDS, 'session.', 'id')!;
  const viewer = row.viewerEmail === null ? null : { id: session.userId, email: row.viewerEmail };
  return { session, user: unprefixed<UserRow>(row, USER_FIELDS, 'user.', 'id')!, viewer, ...accessRowsOf(row) };
}

export function sessionsRepo(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** Starts (a user's id) or ends (null) viewing the app as a user; returns whether the session exists. */
    async setViewAs(id: string, userId: string | null): Promise<boolean> {
      const updated = await db
        .update(sessions)
        .set({ viewAsUserId: userId })
        .where(eq(sessions.id, id))
        .returning({ id: sessions.id });
      return updated.length > 0;
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
      const condition = exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId);
      await db.delete(sessions).where(condition);
    },
  };
}
