import type { PersonaInput, ProfileUpdateInput } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import { verificationMail } from '../mail/messages.ts';
import type { UserRow } from './users.repo.ts';

export function usersService(ctx: AppContext) {
  const { users, clock, emailTokens, mailer, sessions, config } = ctx;
  return {
    /** A changed email must be verified again; the user stays signed in meanwhile. */
    async updateProfile(user: UserRow, input: ProfileUpdateInput, meta: RequestMeta): Promise<UserRow> {
      const emailChanged = input.email !== user.email;
      const updated = await users.update(
        user.id,
        { email: input.email, phone: input.phone, ...(emailChanged ? { emailVerifiedAt: null } : {}) },
        clock.now(),
      );
      if (emailChanged) {
        const token = await emailTokens.issue(updated.id, 'verify_email');
        await mailer.send(verificationMail(meta.language, updated, `${config.appUrl}/verify-email?token=${token}`));
      }
      return updated;
    },

    /** Other devices are signed out; this session continues. */
    async updatePassword({ user, session }: AuthContext, password: string): Promise<void> {
      await users.update(user.id, { passwordHash: await hashPassword(password) }, clock.now());
      await sessions.revokeAllForUser(user.id, session.id);
    },

    async setPersona(user: UserRow, input: PersonaInput): Promise<UserRow> {
      const other = input.type === 'other' ? (input.other ?? null) : null;
      return users.update(user.id, { personaType: input.type, personaOther: other }, clock.now());
    },
  };
}
