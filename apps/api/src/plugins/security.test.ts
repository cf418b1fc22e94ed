import { LIVE_SOCKET_PATH } from '@pasarlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type TestApp } from '../testing/harness.ts';

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const connectSrc = (csp: unknown) => /connect-src ([^;]*)/.exec(String(csp))?.[1];

describe('security headers', () => {
  it('forbids caching every API answer, errors included', async () => {
    const user = await signedInAgent(app, 1);
    const answers = {
      signedIn: await user.get('/internal/auth/check'),
      noSession: await app.agent().get('/internal/auth/check'),
      badBody: await app.agent().post('/public/v1/auth/login', { email: 'not-an-email' }),
      wrongPassword: await app
        .agent()
        .post('/public/v1/auth/login', { email: 'budi1@toko.id', password: 'wrong-pass' }),
      unknownInternal: await app.agent().get('/internal/nothing'),
      unknownPublic: await app.agent().get('/public/v1/nothing'),
      encoded: await app.agent().get('/%69nternal/auth/check'),
    };
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([name, res]) => [name, [res.status, res.headers['cache-control']]]),
      ),
    ).toEqual({
      signedIn: [200, 'no-store'],
      noSession: [401, 'no-store'],
      badBody: [400, 'no-store'],
      wrongPassword: [401, 'no-store'],
      unknownInternal: [404, 'no-store'],
      unknownPublic: [404, 'no-store'],
      encoded: [401, 'no-store'],
    });
  });

  it("lets pages connect only to the app's own origin, and to API_ORIGIN when set", async () => {
    const res = await app.agent().get('/internal/auth/check');
    expect(connectSrc(res.headers['content-security-policy'])).toBe("'self' ws://localhost:3000");

    const split = await createTestApp({
      env: { APP_URL: 'https://app.pasarlens.id', API_ORIGIN: 'https://api.pasarlens.id/' },
    });
    try {
      const csp = (await split.agent().get('/internal/auth/check')).headers['content-security-policy'];
      expect(connectSrc(csp)).toBe("'self' https://api.pasarlens.id wss://app.pasarlens.id wss://api.pasarlens.id");
    } finally {
      await split.close();
    }
  });

  it("puts them on socket.io's own HTTP answers: the handshake and long polling", async () => {
    const expected = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    };
    const handshake = await fetch(`${baseUrl}${LIVE_SOCKET_PATH}/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, handshake.headers.get(name)]))).toEqual(
      expected,
    );

    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
    const poll = await fetch(`${baseUrl}${LIVE_SOCKET_PATH}/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      body: '40',
    });
    expect(poll.status).toBe(200);
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, poll.headers.get(name)]))).toEqual(expected);
  });
});
