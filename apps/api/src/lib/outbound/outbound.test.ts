import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVER_HOST, startHttpsReceiver, type HttpsReceiver } from '../../testing/https-receiver.ts';
import { createOutbound, OutboundRefused, type Resolver } from './outbound.ts';
import { isPublicAddress } from './public-address.ts';

const PUBLIC_V4 = '93.184.216.34';
const PUBLIC_V6 = '2606:4700:4700::1111';

const NOT_PUBLIC = [
  '127.0.0.1',
  '127.255.0.9',
  '0.0.0.0',
  '10.0.0.1',
  '172.16.4.2',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '224.0.0.1',
  '255.255.255.255',
  '192.0.2.10',
  '198.18.0.1',
  '240.0.0.1',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:a9fe:a9fe',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  '64:ff9b::7f00:1',
  '2002:7f00:1::1',
  '2001:db8::1',
  '2001::1',
  '::127.0.0.1',
];

describe('a public address', () => {
  it.each(NOT_PUBLIC)('is not %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each([PUBLIC_V4, '8.8.8.8', PUBLIC_V6, '::ffff:5db8:d822'])('is %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
  it('is never a text that is not an address', () => {
    for (const text of ['', 'localhost', '127.1', '2130706433', '0x7f.1', '1.2.3'])
      expect(isPublicAddress(text)).toBe(false);
  });
});

/** A name server for the tests: public names, names of private addresses, and one that changes its answer. */
function resolverWith(answers: Record<string, string[]>): Resolver {
  return async (host) =>
    (answers[host.toLowerCase()] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

/** Every notation of a private destination the server was asked to post to. */
const REFUSED_WHEN_SAVED: [string, string][] = [
  ['http://127.0.0.1:4299/internal-only/admin?x=1', 'not_https'],
  ['https://169.254.169.254/latest/meta-data/', 'not_public'],
  ['https://[::1]:4201/dev/outbox', 'not_public'],
  ['https://localhost:4201/', 'not_public'],
  ['http://127.0.0.1:5432/', 'not_https'],
  ['https://10.0.0.1/', 'not_public'],
  ['http://127.1:4201/', 'not_https'],
  ['https://127.1:4201/', 'not_public'],
  ['http://2130706433/', 'not_https'],
  ['https://2130706433/', 'not_public'],
  ['https://0x7f000001/', 'not_public'],
  ['https://0177.0.0.1/', 'not_public'],
  ['https://[::ffff:127.0.0.1]/', 'not_public'],
  ['https://[::ffff:a9fe:a9fe]/', 'not_public'],
  ['http://LOCALHOST:4299/x', 'not_https'],
  ['https://LOCALHOST:4299/x', 'not_public'],
  ['https://user:pass@127.0.0.1:4299/', 'credentials'],
  ['https://user:pass@hooks.example.com/', 'credentials'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'not_public'],
  ['https://intranet/', 'not_public'],
  ['https://private.example.com/', 'not_public'],
  ['https://split.example.com/', 'not_public'],
  ['https://nowhere.example.com/', 'unresolvable'],
  ['ftp://hooks.example.com/', 'not_https'],
  ['not a url', 'not_https'],
];

const names = resolverWith({
  'hooks.example.com': [PUBLIC_V4, PUBLIC_V6],
  'private.example.com': ['10.1.2.3'],
  'split.example.com': [PUBLIC_V4, '127.0.0.1'],
  'metadata.google.internal': ['169.254.169.254'],
  localhost: ['127.0.0.1'],
});

describe('an address given to the server, when saved', () => {
  const outbound = createOutbound({ resolve: names });
  it.each(REFUSED_WHEN_SAVED)('refuses %s (%s)', async (url, reason) =>
    expect(await outbound.refusal(url)).toBe(reason),
  );
  it('accepts an https name whose every address is public', async () =>
    expect(await outbound.refusal('https://hooks.example.com/pasarlens?team=1')).toBeNull());
  it('accepts a public address written as such', async () => {
    expect(await outbound.refusal(`https://${PUBLIC_V4}/hook`)).toBeNull();
    expect(await outbound.refusal(`https://[${PUBLIC_V6}]/hook`)).toBeNull();
  });
});

describe('an address given to the server, when fetched', () => {
  let loopback: HttpsReceiver;
  beforeAll(async () => {
    loopback = await startHttpsReceiver((request, response) =>
      request.path === '/moved'
        ? void response.writeHead(302, { location: `https://127.0.0.1:${loopback.port}/inside` }).end()
        : void response.writeHead(200).end('ok'),
    );
  });
  afterAll(() => loopback.close());

  const post = (outbound: ReturnType<typeof createOutbound>, url: string) =>
    outbound.request(url, { method: 'POST', body: '{}', timeoutMs: 5_000, maxBytes: 1024 });

  it('connects to no private address in any notation, and the receiver there hears nothing', async () => {
    const outbound = createOutbound({ resolve: names });
    const port = loopback.port;
    const urls = [
      `https://127.0.0.1:${port}/hook`,
      `https://127.1:${port}/hook`,
      `https://2130706433:${port}/hook`,
      `https://0x7f.0.0.1:${port}/hook`,
      `https://[::ffff:127.0.0.1]:${port}/hook`,
      `https://localhost:${port}/hook`,
      `https://LOCALHOST:${port}/hook`,
      `https://split.example.com:${port}/hook`,
    ];
    for (const url of urls) await expect(post(outbound, url), url).rejects.toBeInstanceOf(OutboundRefused);
    expect(loopback.received).toEqual([]);
  });

  it('checks the name again at each fetch: a name that now leads inside is refused (DNS rebinding)', async () => {
    let answer = PUBLIC_V4;
    const outbound = createOutbound({ resolve: async () => [{ address: answer, family: 4 }] });
    expect(await outbound.refusal(`https://rebind.example.com:${loopback.port}/hook`)).toBeNull();
    answer = '127.0.0.1';
    await expect(post(outbound, `https://rebind.example.com:${loopback.port}/hook`)).rejects.toMatchObject({
      reason: 'not_public',
    });
    expect(loopback.received).toEqual([]);
  });

  it('posts to a permitted receiver by name over TLS, and answers a redirect without following it', async () => {
    const receiver = await startHttpsReceiver((request, response) =>
      request.path === '/moved'
        ? void response.writeHead(302, { location: `https://127.0.0.1:${loopback.port}/inside` }).end()
        : void response.writeHead(204).end(),
    );
    try {
      const outbound = receiver.outbound();
      expect((await post(outbound, receiver.url('/hook'))).status).toBe(204);
      expect((await post(outbound, receiver.url('/moved'))).status).toBe(302);
      expect(receiver.received.map((r) => [r.method, r.path, r.headers.host])).toEqual([
        ['POST', '/hook', `${RECEIVER_HOST}:${receiver.port}`],
        ['POST', '/moved', `${RECEIVER_HOST}:${receiver.port}`],
      ]);
      expect(loopback.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('the app’s own client permits nothing: the same receiver by its address is refused', async () => {
    const receiver = await startHttpsReceiver();
    try {
      await expect(post(createOutbound(), `https://127.0.0.1:${receiver.port}/hook`)).rejects.toMatchObject({
        reason: 'not_public',
      });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
