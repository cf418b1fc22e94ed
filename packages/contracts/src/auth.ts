import { z } from 'zod';
import { billingProfileSchema } from './billing.ts';
import { boundedText, text } from './fields.ts';
import { PERSONA_TYPES } from './personas.ts';
import { EMAIL_MESSAGE, EMAIL_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from './validation.ts';

const required = (field: string) => text().trim().min(1, `${field} is required`);

export const emailSchema = text().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, EMAIL_MESSAGE).max(254);
export const phoneSchema = text().trim().regex(PHONE_PATTERN, PHONE_MESSAGE);
export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = text()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');
const optionalText = (max: number) => boundedText(max).optional().nullable();

export const registerSchema = z.object({
  name: required('Name').max(100),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  affiliate_code: optionalText(64),
  event_id: optionalText(128),
  ttp: optionalText(256),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: text().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: text().min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenSchema = z.object({ token: boundedText(128).min(16) });

const passwordPair = z.object({
  password: passwordSchema,
  confirmPassword: text().min(1, 'Confirm password is required'),
});
const currentPassword = text().min(1, 'Current password is required').max(128);
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** A signed-in password change proves the current password (a session left open must not be enough). */
export const passwordUpdateSchema = passwordPair.extend({ currentPassword }).refine(passwordsMatch, mismatch);
export type PasswordUpdateInput = z.infer<typeof passwordUpdateSchema>;

export const resetPasswordSchema = passwordPair.extend(tokenSchema.shape).refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Spec §7 takes email and phone; the name may be changed with them. */
export const profileUpdateSchema = z.object({
  name: required('Name').max(100).optional(),
  email: emailSchema,
  phone: phoneSchema,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const personaSchema = z
  .object({ type: z.enum(PERSONA_TYPES), other: optionalText(200) })
  .refine((value) => value.type !== 'other' || (value.other ?? '').length > 0, {
    message: 'Describe your business',
    path: ['other'],
  });
export type PersonaInput = z.infer<typeof personaSchema>;

export const pageViewSchema = z.object({
  path: boundedText(512).min(1).startsWith('/'),
  referrer: optionalText(1024),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const personaAnswerSchema = z.object({ type: z.enum(PERSONA_TYPES), other: z.string().nullable() });
export type Persona = z.infer<typeof personaAnswerSchema>;

/** The signed-in user as the API returns it (GET /internal/auth/check, login, profile). */
export const currentUserSchema = billingProfileSchema.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  persona: personaAnswerSchema.nullable(),
  affiliateCode: z.string().nullable(),
  createdAt: z.string(),
  /** The admin's email while an admin views the app as this user (read-only), else null. */
  viewedBy: z.string().nullable().default(null),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userAnswerSchema = z.object({ user: currentUserSchema });
export const messageSchema = z.object({ message: z.string() });
export const messageForEmailSchema = z.object({ message: z.string(), email: z.string() });
