import { auditLog, pageViews } from '@pasarlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from './testing/harness.ts';
import { adminProbes, registerAdminProbes } from './testing/probes.ts';
import { registerEndpoints } from './http/endpoints.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  registerAdminProbes(app);
  app.server.get('/public/v1/boom', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
});
afterAll(() => app.close());

describe('platform', () => {
  it('sends security headers', async () => {
    const res = await app.agent().get('/internal/auth/check');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    expect(await app.agent().get('/public/v1/nothing-here')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('never leaks the cause of a 500', async () => {
    const res = await app.agent().get('/public/v1/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'INTERNAL', message: 'unexpected error, contact customer service' });
  });

  it('keeps /internal/admin for admins', async () => {
    const user = await signedInAgent(app, 1);
    expect(await user.get('/internal/admin/probe')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    await app.ctx.users.setRole('budi1@toko.id', 'admin');
    expect(await user.get('/internal/admin/probe')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await app.agent().get('/internal/admin/probe')).status).toBe(401);
  });

  it('refuses to start with an /internal route outside the endpoint table or with the wrong access', async () => {
    const fresh = await createTestApp();
    try {
      expect(() => fresh.server.get('/internal/unguarded', async () => ({ ok: true }))).toThrow(
        '/internal/unguarded must be registered from the endpoint table with user or admin access (got none)',
      );
      const misfiled = {
        misfiled: { ...adminProbes.adminProbe, path: '/internal/admin/misfiled', access: 'user' as const },
      };
      expect(() => registerEndpoints(fresh.server, misfiled, { misfiled: () => ({ ok: true as const }) })).toThrow(
        '/internal/admin/misfiled must be registered from the endpoint table with admin access (got user)',
      );
    } finally {
      await fresh.close();
    }
  });

  it('audits every change made through /internal/admin', async () => {
    const admin = await signedInAgent(app, 3);
    await app.ctx.users.setRole('budi3@toko.id', 'admin');
    expect((await admin.post('/internal/admin/probe/user-42', {})).status).toBe(200);
    expect((await admin.post('/internal/admin/probe/user-43', {}, 'none')).status).toBe(403);
    const rows = await app.database.db.select().from(auditLog);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'POST /internal/admin/probe/:userId',
      targetId: 'user-42',
      details: { status: 200 },
    });
    expect(rows[1]).toMatchObject({ targetId: 'user-43', details: { status: 403 } });
  });
});

describe('page views', () => {
  it('records visitors and signed-in users', async () => {
    expect(
      (await app.agent().post('/public/v1/page-views', { path: '/harga', referrer: 'https://google.com' })).status,
    ).toBe(202);
    const user = await signedInAgent(app, 2);
    expect((await user.post('/public/v1/page-views', { path: '/app' })).status).toBe(202);
    const rows = await app.database.db.select().from(pageViews);
    expect(rows.map((r) => [r.path, r.userId !== null])).toEqual([
      ['/harga', false],
      ['/app', true],
    ]);
  });

  it('rejects paths that are not paths', async () => {
    expect((await app.agent().post('/public/v1/page-views', { path: 'javascript:alert(1)' })).status).toBe(400);
    expect((await app.agent().post('/public/v1/page-views', {})).status).toBe(400);
  });
});

describe('GET /dev/outbox', () => {
  const local = (ip = '127.0.0.1') => Object.assign(app.agent(), { ip });

  it('lists sent mail newest first', async () => {
    const res = await local().get('/dev/outbox');
    expect(res.status).toBe(200);
    const mails = res.body as unknown as { to: string; subject: string; createdAt: string }[];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails[0]).toMatchObject({ to: 'budi2@toko.id', subject: 'Verifikasi email Pasarlens Anda' });
    expect(Object.keys(mails[0]!).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
  });

  it('answers only requests made on this machine, not through a proxy', async () => {
    expect((await local('::1').get('/dev/outbox')).status).toBe(200);
    expect(await local('10.0.0.1').get('/dev/outbox')).toMatchObject({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'The development outbox answers only on this machine (the loopback address)',
      },
    });
    expect((await local('192.168.1.20').get('/dev/outbox')).status).toBe(403);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await app.server.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { [header]: '203.0.113.9' },
      });
      expect(proxied.statusCode, header).toBe(403);
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_GATEWAY: 'midtrans',
        PAYMENT_SERVER_KEY: 'Mid-server-production',
      },
    });
    try {
      expect((await Object.assign(production.agent(), { ip: '127.0.0.1' }).get('/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
