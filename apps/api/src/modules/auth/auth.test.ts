import { EMAIL_MESSAGE, PHONE_MESSAGE } from '@pasarlens/contracts';
import { users } from '@pasarlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, tokenFromMail, validRegistration, type TestApp } from '../../testing/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HOUR = 3_600_000;
const countUsers = async () => (await app.database.db.select().from(users)).length;

describe('POST /public/v1/users (register)', () => {
  it('creates an unverified account and mails a verification link', async () => {
    const registration = { ...validRegistration(1), affiliate_code: 'PROMO1', event_id: 'ev-1', ttp: 'ttp-1' };
    const res = await app.agent().post('/public/v1/users', registration);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'budi1@toko.id' });
    const [mail] = await app.outbox();
    expect(mail).toMatchObject({ to: 'budi1@toko.id' });
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
    const row = await app.ctx.users.findByEmail('budi1@toko.id');
    expect(row).toMatchObject({
      affiliateCode: 'PROMO1',
      eventId: 'ev-1',
      ttp: 'ttp-1',
      emailVerifiedAt: null,
      role: 'user',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects bad input with the spec messages and writes nothing', async () => {
    const before = await countUsers();
    const res = await app
      .agent()
      .post('/public/v1/users', { ...validRegistration(2), email: 'Budi@Toko.id', phone: '0812' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const messages = res.body!.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([EMAIL_MESSAGE, PHONE_MESSAGE]));
    expect(await countUsers()).toBe(before);
  });

  it('rejects a missing name, an empty password and a non-JSON body', async () => {
    expect((await app.agent().post('/public/v1/users', { ...validRegistration(3), name: '' })).status).toBe(400);
    expect((await app.agent().post('/public/v1/users', { ...validRegistration(3), password: '' })).status).toBe(400);
    const raw = await app.server.inject({
      method: 'POST',
      url: '/public/v1/users',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a used email and a used phone with the spec texts', async () => {
    const email = await app.agent().post('/public/v1/users', { ...validRegistration(4), email: 'budi1@toko.id' });
    expect(email).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_IN_USE', message: 'Email or phone number is already in use' },
    });
    const phone = await app
      .agent()
      .post('/public/v1/users', { ...validRegistration(4), phone: validRegistration(1).phone });
    expect(phone).toMatchObject({
      status: 409,
      body: { code: 'PHONE_IN_USE', message: 'Phone number is already registered' },
    });
  });

  it('lets only one of two simultaneous registrations with the same email through', async () => {
    const results = await Promise.all([
      app.agent().post('/public/v1/users', { ...validRegistration(5), email: 'race@toko.id' }),
      app.agent().post('/public/v1/users', { ...validRegistration(6), email: 'race@toko.id' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('email verification', () => {
  it('verifies once; a reused link is refused', async () => {
    await app.agent().post('/public/v1/users', validRegistration(10));
    const token = await tokenFromMail(app, 'budi10@toko.id', '/verify-email');
    const first = await app.agent().post('/public/v1/emailVerification/verify', { token });
    expect(first).toMatchObject({ status: 200, body: { email: 'budi10@toko.id' } });
    const again = await app.agent().post('/public/v1/emailVerification/verify', { token });
    expect(again).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
  });

  it('refuses an expired link, and a resent link works while the old one does not', async () => {
    await app.agent().post('/public/v1/users', validRegistration(11));
    const old = await tokenFromMail(app, 'budi11@toko.id', '/verify-email');
    app.clock.advance(25 * HOUR);
    expect(await app.agent().post('/public/v1/emailVerification/verify', { token: old })).toMatchObject({
      status: 400,
      body: { code: 'TOKEN_EXPIRED' },
    });

    const resend = await app.agent().post('/public/v1/emailVerification/resend', { email: 'budi11@toko.id' });
    expect(resend.status).toBe(200);
    const fresh = await tokenFromMail(app, 'budi11@toko.id', '/verify-email');
    expect(fresh).not.toBe(old);
    expect((await app.agent().post('/public/v1/emailVerification/verify', { token: fresh })).status).toBe(200);
  });

  it('retires the previous link when a new one is sent', async () => {
    await app.agent().post('/public/v1/users', validRegistration(12));
    const first = await tokenFromMail(app, 'budi12@toko.id', '/verify-email');
    await app.agent().post('/public/v1/emailVerification/resend', { email: 'budi12@toko.id' });
    expect(await app.agent().post('/public/v1/emailVerification/verify', { token: first })).toMatchObject({
      body: { code: 'TOKEN_INVALID' },
    });
  });

  it('answers resend the same for unknown and verified accounts, sending nothing', async () => {
    const before = (await app.outbox()).length;
    expect((await app.agent().post('/public/v1/emailVerification/resend', { email: 'nobody@toko.id' })).status).toBe(
      200,
    );
    expect((await app.agent().post('/public/v1/emailVerification/resend', { email: 'budi10@toko.id' })).status).toBe(
      200,
    );
    expect((await app.outbox()).length).toBe(before);
  });

  it('rejects unknown and malformed tokens', async () => {
    expect(await app.agent().post('/public/v1/emailVerification/verify', { token: 'x'.repeat(43) })).toMatchObject({
      status: 400,
      body: { code: 'TOKEN_INVALID' },
    });
    expect(await app.agent().post('/public/v1/emailVerification/verify', {})).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });
});

describe('login, session and logout', () => {
  it('refuses an unverified account, a wrong password and an unknown email', async () => {
    await app.agent().post('/public/v1/users', validRegistration(20));
    const unverified = await app
      .agent()
      .post('/public/v1/auth/login', { email: 'budi20@toko.id', password: 'rahasia-123' });
    expect(unverified).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
    const wrong = await app
      .agent()
      .post('/public/v1/auth/login', { email: 'budi10@toko.id', password: 'wrong-password' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'AUTH_INVALID', message: 'Incorrect email or password' },
    });
    const unknown = await app.agent().post('/public/v1/auth/login', { email: 'ghost@toko.id', password: 'whatever1' });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
  });

  it('signs in with an HttpOnly session cookie and a readable csrf cookie', async () => {
    const agent = app.agent();
    const res = await agent.post('/public/v1/auth/login', { email: 'budi10@toko.id', password: 'rahasia-123' });
    expect(res.status).toBe(200);
    expect(res.body!.user).toMatchObject({ email: 'budi10@toko.id', emailVerified: true, role: 'user', persona: null });
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(setCookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith('csrf='))).not.toMatch(/HttpOnly/i);
    const check = await agent.get('/internal/auth/check');
    expect(check).toMatchObject({ status: 200, body: { user: { email: 'budi10@toko.id' } } });
  });

  it('answers 401 without a session', async () => {
    expect(await app.agent().get('/internal/auth/check')).toMatchObject({
      status: 401,
      body: { code: 'AUTH_REQUIRED' },
    });
  });

  it('rotates the session at login: the previous token stops working', async () => {
    const agent = await signedInAgent(app, 21);
    const oldSid = agent.cookies.get('sid')!;
    await agent.post('/public/v1/auth/login', { email: 'budi21@toko.id', password: 'rahasia-123' });
    expect(agent.cookies.get('sid')).not.toBe(oldSid);
    const stale = app.agent();
    stale.cookies.set('sid', oldSid);
    expect((await stale.get('/internal/auth/check')).status).toBe(401);
    expect((await agent.get('/internal/auth/check')).status).toBe(200);
  });

  it('requires the CSRF header on logout: missing or wrong is 403 and keeps the session', async () => {
    const agent = await signedInAgent(app, 22);
    expect(await agent.post('/internal/auth/logout', {}, 'none')).toMatchObject({
      status: 403,
      body: { code: 'CSRF_INVALID' },
    });
    expect((await agent.post('/internal/auth/logout', {}, 'forged-token')).status).toBe(403);
    expect((await agent.get('/internal/auth/check')).status).toBe(200);
    expect(await agent.post('/internal/auth/logout')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await agent.get('/internal/auth/check')).status).toBe(401);
  });

  it('does not accept a CSRF token issued to another session', async () => {
    const alice = await signedInAgent(app, 23);
    const mallory = await signedInAgent(app, 24);
    const res = await alice.post('/internal/auth/logout', {}, mallory.cookies.get('csrf')!);
    expect(res.status).toBe(403);
  });

  it('deletes the session at logout so a copied cookie is useless', async () => {
    const agent = await signedInAgent(app, 25);
    const sid = agent.cookies.get('sid')!;
    await agent.post('/internal/auth/logout');
    const copy = app.agent();
    copy.cookies.set('sid', sid);
    expect((await copy.get('/internal/auth/check')).status).toBe(401);
  });

  it('expires an idle session', async () => {
    const agent = await signedInAgent(app, 26);
    app.clock.advance(app.ctx.config.sessionIdleMs + 60_000);
    expect((await agent.get('/internal/auth/check')).status).toBe(401);
  });

  it('expires an active session at its absolute limit', async () => {
    const agent = await signedInAgent(app, 27);
    const day = 24 * HOUR;
    for (let elapsed = 0; elapsed + day < app.ctx.config.sessionAbsoluteMs; elapsed += day) {
      app.clock.advance(day);
      expect((await agent.get('/internal/auth/check')).status).toBe(200);
    }
    app.clock.advance(day);
    expect((await agent.get('/internal/auth/check')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('says Email not found for an unknown address', async () => {
    const res = await app.agent().post('/public/v1/forgotPassword/create', { email: 'ghost@toko.id' });
    expect(res).toMatchObject({ status: 404, body: { code: 'EMAIL_NOT_FOUND', message: 'Email not found' } });
  });

  it('resets the password through the mailed link, once, and signs out every session', async () => {
    const session = await signedInAgent(app, 30);
    expect((await app.agent().post('/public/v1/forgotPassword/create', { email: 'budi30@toko.id' })).status).toBe(200);
    const token = await tokenFromMail(app, 'budi30@toko.id', '/forgot-password');
    expect(await app.agent().post('/public/v1/forgotPassword/check', { token })).toMatchObject({
      status: 200,
      body: { valid: true, email: 'budi30@toko.id' },
    });

    const mismatch = await app.agent().post('/public/v1/forgotPassword/change_password', {
      token,
      password: 'baru-sekali-1',
      confirmPassword: 'lain-sekali-1',
    });
    expect(mismatch.status).toBe(400);

    const change = await app.agent().post('/public/v1/forgotPassword/change_password', {
      token,
      password: 'baru-sekali-1',
      confirmPassword: 'baru-sekali-1',
    });
    expect(change.status).toBe(200);
    expect((await session.get('/internal/auth/check')).status).toBe(401);
    expect(
      (await app.agent().post('/public/v1/auth/login', { email: 'budi30@toko.id', password: 'rahasia-123' })).status,
    ).toBe(401);
    expect(
      (await app.agent().post('/public/v1/auth/login', { email: 'budi30@toko.id', password: 'baru-sekali-1' })).status,
    ).toBe(200);

    const reuse = await app.agent().post('/public/v1/forgotPassword/change_password', {
      token,
      password: 'ketiga-kali-1',
      confirmPassword: 'ketiga-kali-1',
    });
    expect(reuse).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
    expect(await app.agent().post('/public/v1/forgotPassword/check', { token })).toMatchObject({
      status: 400,
      body: { code: 'TOKEN_INVALID' },
    });
  });

  it('refuses an expired reset link', async () => {
    await signedInAgent(app, 31);
    await app.agent().post('/public/v1/forgotPassword/create', { email: 'budi31@toko.id' });
    const token = await tokenFromMail(app, 'budi31@toko.id', '/forgot-password');
    app.clock.advance(2 * HOUR);
    expect(await app.agent().post('/public/v1/forgotPassword/check', { token })).toMatchObject({
      status: 400,
      body: { code: 'TOKEN_EXPIRED' },
    });
    const change = await app.agent().post('/public/v1/forgotPassword/change_password', {
      token,
      password: 'baru-sekali-1',
      confirmPassword: 'baru-sekali-1',
    });
    expect(change).toMatchObject({ status: 400, body: { code: 'TOKEN_EXPIRED' } });
  });

  it('writes the mail in the visitor language', async () => {
    const agent = app.agent();
    agent.cookies.set('language', 'en');
    await agent.post('/public/v1/forgotPassword/create', { email: 'budi31@toko.id' });
    expect((await app.outbox())[0]!.subject).toBe('Reset your Pasarlens password');
    agent.cookies.set('language', 'zh');
    await agent.post('/public/v1/forgotPassword/create', { email: 'budi31@toko.id' });
    expect((await app.outbox())[0]!.subject).toBe('重置您的 Pasarlens 密码');
  });
});
