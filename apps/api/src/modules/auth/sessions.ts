import type { Db } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import type { UserRow } from '../users/users.repo.ts';
import { sessionsRepo, type SessionRow } from './sessions.repo.ts';

export interface AuthContext {
  session: SessionRow;
  user: UserRow;
}

/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionStore(db: Db, clock: Clock, limits: { idleMs: number; absoluteMs: number }) {
  const repo = sessionsRepo(db);
  return {
    async create(userId: string, meta: { userAgent?: string; ip?: string }): Promise<{ token: string; session: SessionRow }> {
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
      const found = await repo.findWithUser(hashToken(token), now);
      if (!found) return null;
      const idleFor = now.getTime() - found.session.lastSeenAt.getTime();
      if (idleFor > limits.idleMs) {
        await repo.delete(found.session.id);
        return null;
      }
      if (idleFor > TOUCH_INTERVAL_MS) await repo.touch(found.session.id, now);
      return found;
    },
    revoke: (sessionId: string) => repo.delete(sessionId),
    revokeAllForUser: (userId: string, exceptSessionId?: string) => repo.deleteAllForUser(userId, exceptSessionId),
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
