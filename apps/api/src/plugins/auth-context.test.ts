import { CSRF_HEADER } from '@pasarlens/contracts';
import { auditLog } from '@pasarlens/db';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAgent, type Agent, type TestApp } from '../testing/harness.ts';
import { registerAdminProbes } from '../testing/probes.ts';

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  registerAdminProbes(app);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/**
 * One request over a socket with the path exactly as given: app.inject() would normalise dot
 * segments before the router saw them, a real client need not.
 */
function send(method: 'GET' | 'POST', path: string, agent?: Agent, options: { csrf?: boolean; body?: object } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (agent) headers.cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (agent && options.csrf) headers[CSRF_HEADER] = agent.cookies.get('csrf')!;
  return new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          code: text.startsWith('{') ? (JSON.parse(text) as { code?: string }).code : undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined);
  });
}

/** The same path as a raw URL can spell it: percent-encoded, doubled slashes, dot segments, other case. */
function spellings(path: string): string[] {
  const [, first = '', rest = ''] = /^\/(\w+)\/(.*)$/.exec(path)!;
  const encoded = (part: string) => `%${part.charCodeAt(0).toString(16)}${part.slice(1)}`;
  return [
    `/${encoded(first)}/${rest}`,
    `/${first}/${encoded(rest)}`,
    `//${first}/${rest}`,
    `/${first}//${rest}`,
    `/${first}/./${rest}`,
    `/${first}/x/../${rest}`,
    `/./${first}/${rest}`,
    `/%2e/${first}/${rest}`,
    `/${first}%2f${rest}`,
    `/${first.toUpperCase()}/${rest}`,
    `${path}/`,
    `${path};x`,
    `${path}%20`,
  ];
}

/** Every spelling either meets the guard's answer or matches no route; none reaches a handler. */
async function expectGuarded(
  spelled: string[],
  call: (path: string) => Promise<{ status: number; code?: string }>,
  guard: { status: number; code: string },
) {
  const answers = await Promise.all(spelled.map(async (path) => [path, await call(path)] as const));
  for (const [path, answer] of answers) {
    expect([guard, { status: 404, code: 'NOT_FOUND' }], path).toContainEqual(answer);
  }
  // The router decodes percent-encoding, so these match the route and must meet the guard itself.
  expect(answers.filter(([path]) => path.includes('%6') || path.includes('%7')).map(([, answer]) => answer)).toEqual([
    guard,
    guard,
  ]);
}

describe('guards on the matched route, whatever the URL spelling', () => {
  it('requires the CSRF header on a state-changing call, and nothing is written without it', async () => {
    const user = await signedInAgent(app, 1);
    const body = { type: 'manufacturer' };
    await expectGuarded(spellings('/internal/users/persona'), (path) => send('POST', path, user, { body }), {
      status: 403,
      code: 'CSRF_INVALID',
    });
    expect((await user.get('/internal/users/persona')).body).toEqual({ persona: null });

    expect((await send('POST', '/%69nternal/users/persona', user, { csrf: true, body })).status).toBe(200);
    expect((await user.get('/internal/users/persona')).body).toEqual({
      persona: { type: 'manufacturer', other: null },
    });
  });

  it('requires a session', async () => {
    await expectGuarded(spellings('/internal/auth/check'), (path) => send('GET', path), {
      status: 401,
      code: 'AUTH_REQUIRED',
    });
  });

  it('keeps admin endpoints for admins, and audits an admin change however it was spelled', async () => {
    const user = await signedInAgent(app, 2);
    await expectGuarded(spellings('/internal/admin/probe'), (path) => send('GET', path, user), {
      status: 403,
      code: 'FORBIDDEN',
    });
    await expectGuarded(spellings('/internal/admin/probe/user-7'), (path) => send('POST', path, user, { csrf: true }), {
      status: 403,
      code: 'FORBIDDEN',
    });

    await app.ctx.users.setRole('budi2@toko.id', 'admin');
    expect((await send('POST', '/internal/%61dmin/probe/user-7', user, { csrf: true })).status).toBe(200);
    const audit = await app.database.db.select().from(auditLog);
    expect(audit).toMatchObject([
      { action: 'POST /internal/admin/probe/:userId', targetId: 'user-7', details: { status: 200 } },
    ]);
  });
});
