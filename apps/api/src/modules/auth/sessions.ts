import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { accessAt, type Access } from '../billing/access.service.ts';
import type { UserRow } from '../users/users.repo.ts';
import { findCaller, sessionsRepo, type SessionRow, type Viewer } from './sessions.repo.ts';

/**
 * The signed-in caller of a request: the session, the user, and what the user may do and has
 * left. While an admin views the app as a user, `user` is that user and `viewer` the admin.
 */
export interface AuthContext {
  session: SessionRow;
  user: UserRow;
  access: Access;
  viewer: Viewer | null;
}

/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Sessions that were just ended: one, or all of a user's but one. */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

export function sessionStore(database: Database, clock: Clock, limits: { idleMs: number; absoluteMs: number }) {
  const repo = sessionsRepo(database.db);
  const endedListeners: ((ended: EndedSessions) => void)[] = [];
  const ended = (sessions: EndedSessions) => endedListeners.forEach((listener) => listener(sessions));
  return {
    async create(
      userId: string,
      meta: { userAgent?: string; ip?: string },
    ): Promise<{ token: string; session: SessionRow }> {
      const now = clock.now();
      const token = randomToken();
      const session = await repo.insert({
        userId,
        tokenHash: hashToken(token),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + limits.absoluteMs),
        userAgent: meta.userAgent?.slice(0, 256),
        ip: meta.ip,
      });
      return { token, session };
    },
    async resolve(token: string): Promise<AuthContext | null> {
      const now = clock.now();
      const found = await findCaller(database, hashToken(token), now);
      if (!found) return null;
      const { session, user, viewer } = found;
      const idleFor = now.getTime() - session.lastSeenAt.getTime();
      if (idleFor > limits.idleMs) {
        await repo.delete(session.id);
        return null;
      }
      if (idleFor > TOUCH_INTERVAL_MS) await repo.touch(session.id, now);
      const access = await accessAt(database, user.id, now, found);
      return { session, user, viewer, access: { ...access, viewOnly: viewer !== null } };
    },
    /** Makes the session view the app as `userId`, or as its own user again with null. */
    setViewAs: (sessionId: string, userId: string | null): Promise<boolean> => repo.setViewAs(sessionId, userId),
    async revoke(sessionId: string): Promise<void> {
      await repo.delete(sessionId);
      ended({ sessionId });
    },
    async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
      await repo.deleteAllForUser(userId, exceptSessionId);
      ended({ userId, exceptSessionId });
    },
    /** Tells `listener` of every session ended here (a logout, a new password). */
    onEnded(listener: (ended: EndedSessions) => void): void {
      endedListeners.push(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
