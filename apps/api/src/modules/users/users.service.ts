import type { PasswordUpdateInput, PersonaInput, ProfileUpdateInput } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import { verificationMail } from '../mail/messages.ts';
import type { UserRow } from './users.repo.ts';

/** The account store, for what holds accounts outside a request: the app's context, the demo supplier. */
export { usersRepo } from './users.repo.ts';

export function usersService(ctx: AppContext) {
  const { users, clock, emailTokens, mailer, sessions, config } = ctx;
  return {
    /** A changed email must be verified again; the user stays signed in meanwhile. */
    async updateProfile(user: UserRow, input: ProfileUpdateInput, meta: RequestMeta): Promise<UserRow> {
      const emailChanged = input.email !== user.email;
      const updated = await users.update(
        user.id,
        {
          email: input.email,
          phone: input.phone,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        },
        clock.now(),
      );
      if (emailChanged) {
        const token = await emailTokens.issue(updated.id, 'verify_email');
        await mailer.send(verificationMail(meta.language, updated, `${config.appUrl}/verify-email?token=${token}`));
      }
      return updated;
    },

    /** Needs the current password. Other devices are signed out; this session continues. */
    async updatePassword({ user, session }: AuthContext, input: PasswordUpdateInput): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', {
          issues: [{ path: 'currentPassword', message: 'The current password is not correct' }],
        });
      }
      await users.update(user.id, { passwordHash: await hashPassword(input.password) }, clock.now());
      await sessions.revokeAllForUser(user.id, session.id);
    },

    async setPersona(user: UserRow, input: PersonaInput): Promise<UserRow> {
      const other = input.type === 'other' ? (input.other ?? null) : null;
      return users.update(user.id, { personaType: input.type, personaOther: other }, clock.now());
    },
  };
}
