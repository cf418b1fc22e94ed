import type { Language, LoginInput, RegisterInput, ResetPasswordInput } from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { passwordResetMail, verificationMail } from '../mail/messages.ts';
import type { UserRow } from '../users/users.repo.ts';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  language: Language;
}

export function authService(ctx: AppContext) {
  const { users, emailTokens, mailer, rateLimits, sessions, clock, config } = ctx;

  async function sendVerification(user: UserRow, language: Language): Promise<void> {
    const token = await emailTokens.issue(user.id, 'verify_email');
    await mailer.send(verificationMail(language, user, `${config.appUrl}/verify-email?token=${token}`));
  }

  return {
    sendVerification,

    async register(input: RegisterInput, meta: RequestMeta) {
      await rateLimits.consume('register', meta.ip, input.email);
      if (await users.findByEmail(input.email)) throw new AppError('EMAIL_IN_USE');
      if (await users.findByPhone(input.phone)) throw new AppError('PHONE_IN_USE');
      const user = await users.insert({
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        affiliateCode: input.affiliate_code || null,
        eventId: input.event_id || null,
        ttp: input.ttp || null,
      });
      await sendVerification(user, meta.language);
      return { message: 'Registration successful, check your email to verify your account', email: user.email };
    },

    async login(input: LoginInput, meta: RequestMeta) {
      const attempt = await rateLimits.loginAttempt(meta.ip, input.email);
      const user = await users.findByEmail(input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !valid) throw new AppError('AUTH_INVALID');
      await attempt.succeeded();
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      const { token, session } = await sessions.create(user.id, meta);
      return { user, token, session };
    },

    async verifyEmail(token: string) {
      const userId = await emailTokens.redeem(token, 'verify_email');
      const user = await users.update(userId, { emailVerifiedAt: clock.now() }, clock.now());
      return { message: 'Email verified', email: user.email };
    },

    /** Always answers the same, so it cannot be used to find out who has an account. */
    async resendVerification(email: string, meta: RequestMeta) {
      await rateLimits.consume('resend', meta.ip, email);
      const user = await users.findByEmail(email);
      if (user && !user.emailVerifiedAt) await sendVerification(user, meta.language);
      return { message: 'If the account exists and is not verified yet, a new verification email has been sent' };
    },

    async requestPasswordReset(email: string, meta: RequestMeta) {
      await rateLimits.consume('forgotPassword', meta.ip, email);
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('EMAIL_NOT_FOUND');
      const token = await emailTokens.issue(user.id, 'reset_password');
      await mailer.send(passwordResetMail(meta.language, user, `${config.appUrl}/forgot-password?token=${token}`));
      return { message: 'A password reset link has been sent to your email' };
    },

    async checkPasswordReset(token: string) {
      const row = await emailTokens.check(token, 'reset_password');
      const user = await users.findById(row.userId);
      if (!user) throw new AppError('TOKEN_INVALID');
      return { valid: true as const, email: user.email };
    },

    /** A new password signs out every session, and proves the mailbox is the user's. */
    async resetPassword(input: ResetPasswordInput) {
      const userId = await emailTokens.redeem(input.token, 'reset_password');
      const now = clock.now();
      const user = await users.findById(userId);
      await users.update(
        userId,
        { passwordHash: await hashPassword(input.password), emailVerifiedAt: user?.emailVerifiedAt ?? now },
        now,
      );
      await sessions.revokeAllForUser(userId);
      return { message: 'Your password has been changed, log in with the new password' };
    },
  };
}
