import { PHONE_MESSAGE } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInAgent,
  tokenFromMail,
  validRegistration,
  type TestApp,
  type Agent,
} from '../../testing/harness.ts';

let app: TestApp;
let budi: Agent;
beforeAll(async () => {
  app = await createTestApp();
  budi = await signedInAgent(app, 1);
  await signedInAgent(app, 2);
});
afterAll(() => app.close());

describe('PATCH /internal/users/profile', () => {
  it('needs a session and the CSRF header', async () => {
    expect(
      (await app.agent().patch('/internal/users/profile', { email: 'x@toko.id', phone: '+6281111111111' })).status,
    ).toBe(401);
    expect(
      (await budi.patch('/internal/users/profile', { email: 'x@toko.id', phone: '+6281111111111' }, 'none')).status,
    ).toBe(403);
  });

  it('rejects bad values and changes nothing', async () => {
    const res = await budi.patch('/internal/users/profile', { email: 'budi1@toko.id', phone: '0812' });
    expect(res.status).toBe(400);
    expect(res.body!.issues[0].message).toBe(PHONE_MESSAGE);
    expect((await app.ctx.users.findByEmail('budi1@toko.id'))!.phone).toBe(validRegistration(1).phone);
  });

  it("refuses another user's email or phone", async () => {
    const email = await budi.patch('/internal/users/profile', {
      email: 'budi2@toko.id',
      phone: validRegistration(1).phone,
    });
    expect(email).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
    const phone = await budi.patch('/internal/users/profile', {
      email: 'budi1@toko.id',
      phone: validRegistration(2).phone,
    });
    expect(phone).toMatchObject({ status: 409, body: { code: 'PHONE_IN_USE' } });
  });

  it('changes the name, keeping it when it is not sent', async () => {
    const renamed = await budi.patch('/internal/users/profile', {
      name: '  Budi Santoso ',
      email: 'budi1@toko.id',
      phone: validRegistration(1).phone,
    });
    expect(renamed).toMatchObject({ status: 200, body: { user: { name: 'Budi Santoso' } } });
    const kept = await budi.patch('/internal/users/profile', {
      email: 'budi1@toko.id',
      phone: validRegistration(1).phone,
    });
    expect(kept.body!.user.name).toBe('Budi Santoso');
    expect(
      (
        await budi.patch('/internal/users/profile', {
          name: ' ',
          email: 'budi1@toko.id',
          phone: validRegistration(1).phone,
        })
      ).status,
    ).toBe(400);
  });

  it('updates the phone, and a new email must be verified again', async () => {
    const phoneOnly = await budi.patch('/internal/users/profile', { email: 'budi1@toko.id', phone: '+6289999999999' });
    expect(phoneOnly).toMatchObject({ status: 200, body: { user: { phone: '+6289999999999', emailVerified: true } } });

    const moved = await budi.patch('/internal/users/profile', { email: 'budi.baru@toko.id', phone: '+6289999999999' });
    expect(moved).toMatchObject({ status: 200, body: { user: { email: 'budi.baru@toko.id', emailVerified: false } } });
    const token = await tokenFromMail(app, 'budi.baru@toko.id', '/verify-email');
    expect((await app.agent().post('/public/v1/emailVerification/verify', { token })).status).toBe(200);
    expect((await budi.get('/internal/auth/check')).body!.user).toMatchObject({
      email: 'budi.baru@toko.id',
      emailVerified: true,
    });
  });
});

describe('PATCH /internal/users/password', () => {
  it('requires matching passwords', async () => {
    const res = await budi.patch('/internal/users/password', {
      currentPassword: 'rahasia-123',
      password: 'sandi-baru-1',
      confirmPassword: 'sandi-lain-1',
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(res.body!.issues[0]).toMatchObject({ path: 'confirmPassword', message: 'Passwords do not match' });
  });

  it('needs the current password, and a wrong one changes nothing', async () => {
    const missing = await budi.patch('/internal/users/password', {
      password: 'sandi-baru-1',
      confirmPassword: 'sandi-baru-1',
    });
    expect(missing.status).toBe(400);
    expect(missing.body!.issues[0]).toMatchObject({ path: 'currentPassword' });
    const wrong = await budi.patch('/internal/users/password', {
      currentPassword: 'tebakan-saja',
      password: 'sandi-baru-1',
      confirmPassword: 'sandi-baru-1',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'CURRENT_PASSWORD_WRONG', issues: [{ path: 'currentPassword' }] },
    });
    expect(
      (await app.agent().post('/public/v1/auth/login', { email: 'budi.baru@toko.id', password: 'rahasia-123' })).status,
    ).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = app.agent();
    await other.post('/public/v1/auth/login', { email: 'budi.baru@toko.id', password: 'rahasia-123' });
    expect((await other.get('/internal/auth/check')).status).toBe(200);

    const res = await budi.patch('/internal/users/password', {
      currentPassword: 'rahasia-123',
      password: 'sandi-baru-1',
      confirmPassword: 'sandi-baru-1',
    });
    expect(res.status).toBe(200);
    expect((await budi.get('/internal/auth/check')).status).toBe(200);
    expect((await other.get('/internal/auth/check')).status).toBe(401);
    expect(
      (await app.agent().post('/public/v1/auth/login', { email: 'budi.baru@toko.id', password: 'rahasia-123' })).status,
    ).toBe(401);
    expect(
      (await app.agent().post('/public/v1/auth/login', { email: 'budi.baru@toko.id', password: 'sandi-baru-1' }))
        .status,
    ).toBe(200);
  });
});

describe('/internal/users/persona', () => {
  it('starts empty, stores an option, and needs free text for other', async () => {
    const agent = await signedInAgent(app, 3);
    expect(await agent.get('/internal/users/persona')).toMatchObject({ status: 200, body: { persona: null } });
    expect(await agent.post('/internal/users/persona', { type: 'dropshipper' })).toMatchObject({
      status: 200,
      body: { persona: { type: 'dropshipper', other: null } },
    });
    expect((await agent.post('/internal/users/persona', { type: 'other' })).status).toBe(400);
    expect((await agent.post('/internal/users/persona', { type: 'astronaut' })).status).toBe(400);
    expect(await agent.post('/internal/users/persona', { type: 'other', other: 'Koperasi desa' })).toMatchObject({
      body: { persona: { type: 'other', other: 'Koperasi desa' } },
    });
    expect((await agent.get('/internal/auth/check')).body!.user.persona).toEqual({
      type: 'other',
      other: 'Koperasi desa',
    });
  });

  it("is the signed-in user's own: another user's answer is not visible", async () => {
    const other = await signedInAgent(app, 4);
    expect((await other.get('/internal/users/persona')).body).toEqual({ persona: null });
  });
});
