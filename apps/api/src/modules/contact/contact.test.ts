import { EMAIL_MESSAGE, PHONE_MESSAGE } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../../testing/harness.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';

let app: TestApp;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sari',
  senderType: 'company',
  companyName: 'Toko Sari Jaya',
  message: 'Halo, saya ingin tanya paket Enterprise.',
  email: 'sari@tokosari.id',
  phone: '+6281234567890',
  ...overrides,
});
const stored = async () =>
  Number((await app.database.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0]!.n);

beforeAll(async () => {
  app = await createTestApp({
    env: { WHATSAPP_NUMBER: '6281100002222' },
    rateLimits: { ...defaultRateLimits, contact: { perIp: { points: 3, durationSeconds: 3600 } } },
  });
});
afterAll(() => app.close());

describe('POST /public/v1/contact', () => {
  it('stores the message without a sign-in and answers the WhatsApp link with the message typed in', async () => {
    const visitor = app.agent();
    visitor.ip = '10.1.0.1';
    const answer = await visitor.post('/public/v1/contact', message());
    expect(answer.status).toBe(201);
    const url = new URL(answer.body!.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281100002222');
    expect(url.searchParams.get('text')).toBe(
      'Halo, saya ingin tanya paket Enterprise.\n\nSari (Toko Sari Jaya)\nsari@tokosari.id\n+6281234567890',
    );
    expect(await stored()).toBe(1);
  });

  it('answers the spec §5 messages for a bad email or phone, and stores nothing', async () => {
    const visitor = app.agent();
    visitor.ip = '10.1.0.2';
    const before = await stored();
    const badEmail = await visitor.post('/public/v1/contact', message({ email: 'Sari@Toko' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body!.issues).toContainEqual({ path: 'email', message: EMAIL_MESSAGE });
    const noEmail = await visitor.post('/public/v1/contact', message({ email: '' }));
    expect(noEmail.body!.issues).toContainEqual({ path: 'email', message: 'Email is required' });
    const badPhone = await visitor.post('/public/v1/contact', message({ phone: '08123' }));
    expect(badPhone.body!.issues).toContainEqual({ path: 'phone', message: PHONE_MESSAGE });
    expect(PHONE_MESSAGE).toBe('Format No. HP harus seperti: +6281234567890');
    expect(await stored()).toBe(before);
  });

  it('limits messages per address', async () => {
    const visitor = app.agent();
    visitor.ip = '10.1.0.3';
    for (let i = 0; i < 3; i += 1) expect((await visitor.post('/public/v1/contact', message())).status).toBe(201);
    const refused = await visitor.post('/public/v1/contact', message());
    expect(refused.status).toBe(429);
    const before = await stored();
    const other = app.agent();
    other.ip = '10.1.0.4';
    expect((await other.post('/public/v1/contact', message())).status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});

describe('GET /internal/admin/contact-messages', () => {
  it('lists the messages, newest first, to admins only', async () => {
    const user = await signedInAgent(app, 1);
    expect((await user.get('/internal/admin/contact-messages')).status).toBe(403);
    await app.ctx.users.setRole('budi1@toko.id', 'admin');
    const list = await user.get('/internal/admin/contact-messages');
    expect(list.status).toBe(200);
    expect(list.body!.items[0]).toMatchObject({
      name: 'Sari',
      senderType: 'company',
      companyName: 'Toko Sari Jaya',
      email: 'sari@tokosari.id',
    });
    expect(list.body!.total_page).toBe(1);
  });
});
