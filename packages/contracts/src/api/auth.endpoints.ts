import { z } from 'zod';
import {
  emailOnlySchema,
  loginSchema,
  messageForEmailSchema,
  messageSchema,
  passwordUpdateSchema,
  personaAnswerSchema,
  personaSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  userAnswerSchema,
} from '../auth.ts';
import { endpoint } from './endpoint.ts';

const ok = z.object({ ok: z.literal(true) });

/** Spec §7 auth calls: sessions, registration, email verification and password reset. */
export const authEndpoints = {
  authCheck: endpoint({ method: 'GET', path: '/internal/auth/check', tag: 'auth', summary: 'The signed-in user, with a fresh CSRF cookie', access: 'user', response: userAnswerSchema }),
  login: endpoint({
    method: 'POST', path: '/public/v1/auth/login', tag: 'auth', summary: 'Sign in with email and password', access: 'public',
    body: loginSchema, response: userAnswerSchema, errors: ['AUTH_INVALID', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
  }),
  logout: endpoint({ method: 'POST', path: '/internal/auth/logout', tag: 'auth', summary: 'End this session', access: 'user', allowedWhileViewing: true, response: ok }),
  register: endpoint({
    method: 'POST', path: '/public/v1/users', tag: 'auth', summary: 'Create an account and mail its verification link', access: 'public', status: 201,
    body: registerSchema, response: messageForEmailSchema, errors: ['EMAIL_IN_USE', 'PHONE_IN_USE', 'RATE_LIMITED'],
  }),
  verifyEmail: endpoint({
    method: 'POST', path: '/public/v1/emailVerification/verify', tag: 'auth', summary: 'Verify an email address with its link token', access: 'public',
    body: tokenSchema, response: messageForEmailSchema, errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
  }),
  resendVerification: endpoint({
    method: 'POST', path: '/public/v1/emailVerification/resend', tag: 'auth', summary: 'Mail a new verification link', access: 'public',
    body: emailOnlySchema, response: messageSchema, errors: ['RATE_LIMITED'],
  }),
  forgotPasswordCreate: endpoint({
    method: 'POST', path: '/public/v1/forgotPassword/create', tag: 'auth', summary: 'Mail a password reset link', access: 'public',
    body: emailOnlySchema, response: messageSchema, errors: ['EMAIL_NOT_FOUND', 'RATE_LIMITED'],
  }),
  forgotPasswordCheck: endpoint({
    method: 'POST', path: '/public/v1/forgotPassword/check', tag: 'auth', summary: 'Whether a password reset token is still valid', access: 'public',
    body: tokenSchema, response: z.object({ valid: z.literal(true), email: z.string() }), errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
  }),
  forgotPasswordChange: endpoint({
    method: 'POST', path: '/public/v1/forgotPassword/change_password', tag: 'auth', summary: 'Set a new password with a reset token', access: 'public',
    body: resetPasswordSchema, response: messageSchema, errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
  }),
};

/** Spec §7 user calls: profile, password and persona. */
export const usersEndpoints = {
  profile: endpoint({
    method: 'PATCH', path: '/internal/users/profile', tag: 'users', summary: "Change the user's name, email and phone", access: 'user',
    body: profileUpdateSchema, response: userAnswerSchema, errors: ['EMAIL_IN_USE', 'PHONE_IN_USE'],
  }),
  password: endpoint({
    method: 'PATCH', path: '/internal/users/password', tag: 'users', summary: 'Change the password, proving the current one; other sessions end', access: 'user',
    body: passwordUpdateSchema, response: messageSchema, errors: ['CURRENT_PASSWORD_WRONG'],
  }),
  persona: endpoint({ method: 'GET', path: '/internal/users/persona', tag: 'users', summary: "The user's business type, if answered", access: 'user', response: z.object({ persona: personaAnswerSchema.nullable() }) }),
  savePersona: endpoint({ method: 'POST', path: '/internal/users/persona', tag: 'users', summary: "Answer the onboarding question: the user's business type", access: 'user', body: personaSchema, response: z.object({ persona: personaAnswerSchema }) }),
};
