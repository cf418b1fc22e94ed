import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordUpdateSchema, personaSchema, registerSchema } from './auth.ts';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from './validation.ts';

const valid = { name: 'Budi', email: 'budi@toko.id', password: 'rahasia123', phone: '+6281234567890' };

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('reports the spec messages for a bad phone and email', () => {
    const result = registerSchema.safeParse({ ...valid, email: 'Budi@Toko', phone: '0812' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(EMAIL_MESSAGE);
    expect(messages).toContain(PHONE_MESSAGE);
  });
  it('requires name, email and password', () => {
    for (const field of ['name', 'email', 'password'] as const) {
      expect(registerSchema.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    }
  });
});

describe('passwordUpdateSchema', () => {
  it('accepts only matching passwords', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.boolean(),
        (a, other, same) => {
          // Equal pairs are asked for outright: two random strings almost never match.
          const b = same ? a : other;
          const ok = passwordUpdateSchema.safeParse({
            currentPassword: 'lama-rahasia',
            password: a,
            confirmPassword: b,
          });
          return ok.success === (a === b);
        },
      ),
    );
  });
});

describe('personaSchema', () => {
  it('needs free text for other only', () => {
    expect(personaSchema.safeParse({ type: 'dropshipper' }).success).toBe(true);
    expect(personaSchema.safeParse({ type: 'other' }).success).toBe(false);
    expect(personaSchema.safeParse({ type: 'other', other: 'Koperasi' }).success).toBe(true);
    expect(personaSchema.safeParse({ type: 'alien' }).success).toBe(false);
  });
});
