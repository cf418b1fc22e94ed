import type { Database } from '@pasarlens/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../../lib/audit.repo.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { UsersRepo } from '../users/users.repo.ts';

type Viewing = { viewing: { userId: string; email: string; name: string } | null };

/**
 * An admin opens the app as a user (spec §4's custom dashboard with a user's info): the admin's
 * session resolves to the user, read-only, until the exit. Entering is audited with every admin
 * change; the exit, a user endpoint, audits itself.
 */
export function viewAsService(deps: { database: Database; clock: Clock; sessions: SessionStore; users: UsersRepo }) {
  const { database, clock, sessions, users } = deps;
  return {
    async enter(auth: AuthContext, userId: string): Promise<Viewing> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      await sessions.setViewAs(auth.session.id, user.id);
      return { viewing: { userId: user.id, email: user.email, name: user.name } };
    },

    async exit(auth: AuthContext): Promise<Viewing> {
      if (!auth.viewer) return { viewing: null };
      await sessions.setViewAs(auth.session.id, null);
      await recordAudit(database.db, {
        actorId: auth.viewer.id,
        action: 'view_as.exit',
        targetId: auth.user.id,
        details: {},
        createdAt: clock.now(),
      });
      return { viewing: null };
    },
  };
}
