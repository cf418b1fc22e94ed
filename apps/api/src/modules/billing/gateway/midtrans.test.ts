import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMidtrans } from '../../../testing/fake-midtrans.ts';
import type { GatewayNotification, TransactionRequest } from './gateway.ts';
import { GatewayError, midtransGateway } from './midtrans.ts';
import { isValidSignature } from './signature.ts';

const SERVER_KEY = 'SB-Mid-server-Xq7fTest0Key9Zz';
const BASIC_AUTH = `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`;

let midtrans: Awaited<ReturnType<typeof startFakeMidtrans>>;
beforeAll(async () => {
  midtrans = await startFakeMidtrans(SERVER_KEY);
});
afterAll(() => midtrans.close());

const gateway = (options: { serverKey?: string; timeoutMs?: number } = {}) =>
  midtransGateway({ serverKey: SERVER_KEY, snapUrl: midtrans.snapUrl, apiUrl: midtrans.apiUrl, ...options });

let orders = 0;
const transaction = (overrides: Partial<TransactionRequest> = {}): TransactionRequest => ({
  orderId: `PL-2026-${++orders}`,
  grossAmount: 499_000,
  customer: { name: 'Sari Wulandari', email: 'sari@example.co.id', phone: '+6281234567890' },
  items: [
    { id: 'pro-monthly', name: 'PasarLens Pro — langganan bulanan analitik marketplace', price: 499_000, quantity: 1 },
  ],
  saveCard: false,
  finishUrls: {
    success: 'https://pasarlens.test/billing/paid',
    failure: 'https://pasarlens.test/billing/failed',
    pending: 'https://pasarlens.test/billing/pending',
  },
  expiry: { start: new Date('2026-11-01T03:00:00Z'), hours: 24 },
  ...overrides,
});
const lastRequest = () => midtrans.requests.at(-1)!;
const NOTIFICATION_KEYS = [
  'order_id',
  'status_code',
  'gross_amount',
  'signature_key',
  'transaction_status',
  'transaction_id',
  'fraud_status',
  'payment_type',
  'saved_token_id',
  'transaction_time',
];

/** Whatever a call threw; fails the test when it did not throw. */
async function failure(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('Midtrans gateway: createTransaction', () => {
  it('posts the Snap transaction with Basic auth and maps token and redirect_url', async () => {
    const request = transaction();
    const created = await gateway().createTransaction(request);

    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/snap/v1/transactions' });
    expect(sent.headers).toMatchObject({
      authorization: BASIC_AUTH,
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(sent.body).toEqual({
      transaction_details: { order_id: request.orderId, gross_amount: 499_000 },
      customer_details: { first_name: 'Sari Wulandari', email: 'sari@example.co.id', phone: '+6281234567890' },
      item_details: [{ id: 'pro-monthly', name: request.items[0]!.name.slice(0, 50), price: 499_000, quantity: 1 }],
      callbacks: { finish: 'https://pasarlens.test/billing/pending' },
      expiry: { start_time: '2026-11-01 10:00:00 +0700', unit: 'hour', duration: 24 },
    });
    expect(sent.body.item_details[0].name).toHaveLength(50);

    expect(created.token).toMatch(/\S{8,}/);
    expect(created.redirectUrl).toBe(`${midtrans.snapUrl.replace('/snap/v1', '')}/snap/v2/vtweb/${created.token}`);
  });

  it('asks for card-only payment with a saved card only when saveCard is set', async () => {
    await gateway().createTransaction(transaction({ saveCard: true }));
    expect(lastRequest().body).toMatchObject({
      enabled_payments: ['credit_card'],
      credit_card: { secure: true, save_card: true },
    });

    await gateway().createTransaction(transaction({ saveCard: false }));
    expect(Object.keys(lastRequest().body).sort()).toEqual([
      'callbacks',
      'customer_details',
      'expiry',
      'item_details',
      'transaction_details',
    ]);
  });

  it("throws Midtrans' own reason on a refused transaction", async () => {
    const request = transaction();
    await gateway().createTransaction(request);
    const error = await failure(gateway().createTransaction(request));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/createTransaction: HTTP 400 \(.*order_id has already been taken/);
  });
});

describe('Midtrans gateway: status', () => {
  it('is null for an order Midtrans does not know, also while the payer has not picked a method', async () => {
    expect(await gateway().status('PL-never-created')).toBeNull();
    const request = transaction();
    await gateway().createTransaction(request);
    expect(await gateway().status(request.orderId)).toBeNull();
  });

  it('answers a pending and then a settled payment as a signed notification with only its own fields', async () => {
    const request = transaction({ orderId: `PL/2026 ${++orders}` });
    await gateway().createTransaction(request);

    midtrans.settle(request.orderId, { status: 'pending', paymentType: 'bank_transfer' });
    const pending = await gateway().status(request.orderId);
    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'GET', path: `/v2/${encodeURIComponent(request.orderId)}/status` });
    expect(sent.headers.authorization).toBe(BASIC_AUTH);
    expect(pending).toMatchObject({
      order_id: request.orderId,
      status_code: '201',
      transaction_status: 'pending',
      gross_amount: '499000.00',
      payment_type: 'bank_transfer',
    });

    midtrans.settle(request.orderId, { status: 'settlement', paymentType: 'bank_transfer' });
    const settled = (await gateway().status(request.orderId))!;
    expect(settled).toMatchObject({
      order_id: request.orderId,
      status_code: '200',
      transaction_status: 'settlement',
      gross_amount: '499000.00',
    });
    expect(isValidSignature(settled, SERVER_KEY)).toBe(true);
    expect(isValidSignature(settled, 'another-key')).toBe(false);
    // The fake adds status_message, currency and merchant_id like Midtrans; the adapter keeps the interface's fields.
    expect(Object.keys(settled).every((key) => NOTIFICATION_KEYS.includes(key))).toBe(true);
    expect(settled).not.toHaveProperty('status_message');
  });

  it('returns an expired transaction, which Midtrans answers with status_code 407', async () => {
    const request = transaction();
    await gateway().createTransaction(request);
    midtrans.settle(request.orderId, { status: 'expire' });
    const expired = (await gateway().status(request.orderId))!;
    expect(expired).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    expect(isValidSignature(expired, SERVER_KEY)).toBe(true);
  });
});

describe('Midtrans gateway: expire', () => {
  it('expires a pending transaction and answers it signed; a settled one answers its status; an unopened one is null', async () => {
    const [pending, settled, unopened] = [transaction(), transaction(), transaction()];
    for (const request of [pending, settled, unopened]) await gateway().createTransaction(request);
    midtrans.settle(pending.orderId, { status: 'pending' });
    midtrans.settle(settled.orderId, { status: 'settlement' });

    const expired = await gateway().expire(pending.orderId);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v2/${pending.orderId}/expire` });
    expect(expired).toMatchObject({ order_id: pending.orderId, transaction_status: 'expire', status_code: '407' });
    expect(isValidSignature(expired!, SERVER_KEY)).toBe(true);

    expect(await gateway().expire(settled.orderId)).toMatchObject({
      transaction_status: 'settlement',
      status_code: '200',
    });
    expect(await gateway().expire(unopened.orderId)).toBeNull();
  });
});

describe('Midtrans gateway: chargeSavedCard', () => {
  /** A save-card payment settled by card, as the first payment of an auto-payment subscription. */
  async function savedCard(): Promise<string> {
    const first = transaction({ saveCard: true });
    await gateway().createTransaction(first);
    midtrans.settle(first.orderId, { status: 'settlement' });
    const paid = await gateway().status(first.orderId);
    expect(paid).toMatchObject({ payment_type: 'credit_card', saved_token_id: expect.any(String) });
    return paid!.saved_token_id!;
  }

  it('charges the saved card and returns the capture, signed', async () => {
    const savedTokenId = await savedCard();
    const charged = await gateway().chargeSavedCard({ orderId: 'PL-renewal-1', grossAmount: 499_000, savedTokenId });

    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v2/charge', headers: { authorization: BASIC_AUTH } });
    expect(lastRequest().body).toEqual({
      payment_type: 'credit_card',
      transaction_details: { order_id: 'PL-renewal-1', gross_amount: 499_000 },
      credit_card: { token_id: savedTokenId },
    });
    expect(charged).toMatchObject<Partial<GatewayNotification>>({
      order_id: 'PL-renewal-1',
      status_code: '200',
      transaction_status: 'capture',
      fraud_status: 'accept',
      gross_amount: '499000.00',
    });
    expect(isValidSignature(charged, SERVER_KEY)).toBe(true);
    expect(Object.keys(charged).every((key) => NOTIFICATION_KEYS.includes(key))).toBe(true);
    // Midtrans knows the charged order afterwards.
    expect(await gateway().status('PL-renewal-1')).toMatchObject({ transaction_status: 'capture' });
  });

  it('returns a declined card as deny with status_code 202 instead of throwing', async () => {
    const savedTokenId = await savedCard();
    midtrans.setChargeOutcome(savedTokenId, 'decline');
    const declined = await gateway().chargeSavedCard({ orderId: 'PL-renewal-2', grossAmount: 499_000, savedTokenId });
    expect(declined).toMatchObject({ order_id: 'PL-renewal-2', status_code: '202', transaction_status: 'deny' });
    expect(isValidSignature(declined, SERVER_KEY)).toBe(true);
  });

  it('throws the status_code Midtrans puts in a 200 body for a token it does not know', async () => {
    const error = await failure(
      gateway().chargeSavedCard({ orderId: 'PL-renewal-3', grossAmount: 499_000, savedTokenId: 'no-such-token' }),
    );
    expect(error.status).toBe(411);
    expect(error.message).toMatch(/chargeSavedCard: status_code 411 \(Token id is missing/);
  });
});

describe('Midtrans gateway: failures', () => {
  let local: Server | undefined;
  afterEach(async () => {
    local?.closeAllConnections();
    await new Promise<void>((resolve) => (local ? local.close(() => resolve()) : resolve()));
    local = undefined;
  });

  /** A local server with its own behaviour, as both the Snap and the Core API base. */
  async function localGateway(listener: RequestListener, timeoutMs?: number) {
    local = createServer(listener);
    await new Promise<void>((resolve) => local!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
    return midtransGateway({ serverKey: SERVER_KEY, snapUrl: `${base}/snap/v1`, apiUrl: `${base}/v2`, timeoutMs });
  }

  it('throws 401 for a wrong server key on every call, without the key in the message', async () => {
    const wrongKey = 'SB-Mid-server-WRONG-Key-5521';
    const wrong = gateway({ serverKey: wrongKey });
    const calls = {
      createTransaction: wrong.createTransaction(transaction()),
      status: wrong.status('PL-any'),
      chargeSavedCard: wrong.chargeSavedCard({ orderId: 'PL-any', grossAmount: 499_000, savedTokenId: 'any' }),
    };
    for (const [call, promise] of Object.entries(calls)) {
      const error = await failure(promise);
      expect(error.status).toBe(401);
      expect(error.message).toContain(`${call}: HTTP 401`);
      expect(error.message).not.toContain(wrongKey);
      expect(error.message).not.toContain(Buffer.from(`${wrongKey}:`).toString('base64'));
    }
  });

  it('gives up on a server that never answers after timeoutMs', async () => {
    let received = 0;
    const silent = await localGateway(() => void received++, 150);
    const started = performance.now();
    const error = await failure(silent.status('PL-1'));
    // Well under the 15 s default: the timeout given was used.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(received).toBe(1);
    expect(error.status).toBeNull();
    expect(error.message).toBe('Midtrans status: no answer within 150 ms');
  });

  it('throws on a server that cannot be reached', async () => {
    const unreachable = await localGateway(() => {});
    local!.close();
    const error = await failure(unreachable.createTransaction(transaction()));
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/^Midtrans createTransaction: network error/);
  });

  it('throws on answers that are not the expected shape, and on HTTP errors whatever their body', async () => {
    const wellFormed = {
      order_id: 'PL-2',
      status_code: '200',
      gross_amount: '1.00',
      signature_key: 'x',
      transaction_status: 'settlement',
    };
    const odd = await localGateway((req, res) => {
      if (req.url === '/snap/v1/transactions')
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ token: 42 }));
      else if (req.url === '/v2/charge')
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      else if (req.url === '/v2/PL-2/status')
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(wellFormed));
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    });

    const badToken = await failure(odd.createTransaction(transaction()));
    expect(badToken.status).toBe(201);
    expect(badToken.message).toMatch(/^Midtrans createTransaction: HTTP 201 with an unexpected body \(token: /);

    const html = await failure(odd.status('PL-1'));
    expect(html.status).toBe(200);
    expect(html.message).toBe('Midtrans status: HTTP 200 with an unexpected body (not a JSON object)');

    const serverError = await failure(odd.status('PL-2'));
    expect(serverError.status).toBe(500);
    expect(serverError.message).toBe('Midtrans status: HTTP 500');

    const badGateway = await failure(odd.chargeSavedCard({ orderId: 'PL-1', grossAmount: 1, savedTokenId: 't' }));
    expect(badGateway.status).toBe(502);
    expect(badGateway.message).toBe('Midtrans chargeSavedCard: HTTP 502');
  });

  it('throws on a notification missing a field or with a status Midtrans does not have', async () => {
    const partial = await localGateway((req, res) => {
      const body =
        req.url === '/v2/charge'
          ? { order_id: 'PL-1', status_code: '200', gross_amount: '1.00', transaction_status: 'paid' }
          : { order_id: 'PL-1', status_code: '200', transaction_status: 'settlement', signature_key: 'x' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    expect((await failure(partial.status('PL-1'))).message).toMatch(/unexpected body \(gross_amount: /);
    expect(
      (await failure(partial.chargeSavedCard({ orderId: 'PL-1', grossAmount: 1, savedTokenId: 't' }))).message,
    ).toMatch(/unexpected body \(transaction_status: /);
  });
});
