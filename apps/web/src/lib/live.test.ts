import { LIVE_ERROR_EVENT, LIVE_RECONNECT, LIVE_SOCKET_PATH } from '@pasarlens/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, installFakeSocket, uninstallFakeSocket } from '../testing/fakeSocket.ts';
import { LIVE_REQUEST_TIMEOUT_MS, liveClient, liveRequest, setLiveSocketFactory } from './live.ts';
import { LiveRequestError } from './liveError.ts';

const io = vi.hoisted(() => ({ calls: [] as unknown[][], socket: null as unknown }));
vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    io.calls.push(args);
    return io.socket;
  },
}));

afterEach(() => {
  uninstallFakeSocket();
  vi.useRealTimers();
});

/** Whether a promise has settled yet (after pending callbacks ran). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('live-data client', () => {
  it('opens one connection on the first request, same origin, with credentials and the reconnect settings', async () => {
    io.socket = new FakeSocket();
    io.calls.length = 0;
    setLiveSocketFactory();
    liveClient();
    expect(io.calls).toHaveLength(0);
    void liveRequest('keyword', { marketplace: 'shopee', keyword: 'serum' }).catch(() => undefined);
    void liveRequest('ads_spy', { marketplace: 'shopee', keyword: 'serum' }).catch(() => undefined);
    expect(io.calls).toEqual([[{ path: LIVE_SOCKET_PATH, withCredentials: true, ...LIVE_RECONNECT }]]);
    expect(LIVE_RECONNECT).toEqual({
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    expect((io.socket as FakeSocket).sent.map((message) => message.event)).toEqual(['keyword', 'ads_spy']);
  });

  it('sends the payload with a uuid and resolves with the answer of that uuid only', async () => {
    const { socket, factory } = installFakeSocket();
    const answer = liveRequest('keyword', { marketplace: 'tokopedia', keyword: 'serum' });
    const [sent] = socket.sentOn('keyword');
    expect(sent).toEqual({
      marketplace: 'tokopedia',
      keyword: 'serum',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // Another request's answer, and an answer of this uuid on another event, are not this one's.
    socket.serverEmit('keyword_result', { uuid: 'someone-else', data: { keyword: 'other' } });
    socket.serverEmit('ads_spy_result', { uuid: sent.uuid, data: { keyword: 'wrong event' } });
    socket.serverEmit(LIVE_ERROR_EVENT, {
      uuid: 'someone-else',
      event: 'keyword',
      code: 'DATA_NOT_FOUND',
      message: 'x',
    });
    expect(await settled(answer)).toBe(false);

    socket.serverEmit('keyword_result', {
      uuid: sent.uuid,
      data: { keyword: 'serum' },
      isPremium: true,
      showPaywall: false,
    });
    await expect(answer).resolves.toEqual({ data: { keyword: 'serum' }, isPremium: true, showPaywall: false });

    // A second request shares the connection, with a new uuid.
    void liveRequest('keyword', { marketplace: 'shopee', keyword: 'sabun' }).catch(() => undefined);
    expect(factory.calls).toBe(1);
    expect(socket.sentOn('keyword')[1].uuid).not.toBe(sent.uuid);
  });

  it('rejects with the LiveError of its uuid', async () => {
    const { socket } = installFakeSocket();
    const mine = liveRequest('ads_spy', { marketplace: 'shopee', keyword: 'serum' });
    const other = liveRequest('ads_spy', { marketplace: 'shopee', keyword: 'sabun' });
    const [first, second] = socket.sentOn('ads_spy');
    socket.serverEmit(LIVE_ERROR_EVENT, {
      uuid: first.uuid,
      event: 'ads_spy',
      code: 'PLAN_REQUIRED',
      message: 'Upgrade your plan to use this feature',
    });

    const error = await mine.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LiveRequestError);
    expect((error as LiveRequestError).toJSON()).toEqual({
      uuid: first.uuid,
      event: 'ads_spy',
      code: 'PLAN_REQUIRED',
      message: 'Upgrade your plan to use this feature',
    });
    expect((error as LiveRequestError).answered).toBe(true);
    expect(await settled(other)).toBe(false);

    socket.serverEmit('ads_spy_result', { uuid: second.uuid, data: { items: [] } });
    await expect(other).resolves.toEqual({ data: { items: [] } });
  });

  it('refuses a payload the contracts refuse without sending it', async () => {
    const { socket } = installFakeSocket();
    await expect(liveRequest('keyword', { keyword: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      answered: false,
    });
    expect(socket.sent).toHaveLength(0);
  });

  it('fails what was on the wire when the connection drops and says it is reconnecting', async () => {
    const { socket } = installFakeSocket();
    const client = liveClient();
    const onTheWire = liveRequest('keyword', { marketplace: 'shopee', keyword: 'serum' });
    expect(client.getStatus()).toBe('connected');

    socket.drop();
    await expect(onTheWire).rejects.toMatchObject({ code: 'CONNECTION_LOST', answered: false });
    expect(client.getStatus()).toBe('reconnecting');

    // Asked while disconnected: socket.io sends it on reconnection, and it is answered then.
    const buffered = liveRequest('keyword', { marketplace: 'shopee', keyword: 'sabun' });
    socket.serverEmit('connect_error', new Error('xhr poll error'));
    expect(client.getStatus()).toBe('reconnecting');
    socket.connectNow();
    expect(client.getStatus()).toBe('connected');
    const [, sent] = socket.sentOn('keyword');
    socket.serverEmit('keyword_result', { uuid: sent.uuid, data: { keyword: 'sabun' } });
    await expect(buffered).resolves.toEqual({ data: { keyword: 'sabun' } });
  });

  it('fails waiting requests when the server refuses the connection', async () => {
    const { socket } = installFakeSocket({ connected: false });
    const client = liveClient();
    const waiting = liveRequest('keyword', { marketplace: 'shopee', keyword: 'serum' });
    expect(client.getStatus()).toBe('connecting');
    socket.active = false;
    socket.serverEmit('connect_error', new Error('Please log in to continue'));
    await expect(waiting).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    expect(client.getStatus()).toBe('failed');
  });

  it('forgets a request whose caller gave up', async () => {
    const { socket } = installFakeSocket();
    const controller = new AbortController();
    const waiting = liveRequest('keyword', { marketplace: 'shopee', keyword: 'serum' }, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
    // Its answer, arriving later, goes nowhere; a new request is answered as usual.
    socket.serverEmit('keyword_result', { uuid: socket.sentOn('keyword')[0].uuid, data: {} });
    const next = liveRequest('keyword', { marketplace: 'shopee', keyword: 'sabun' });
    socket.serverEmit('keyword_result', { uuid: socket.sentOn('keyword')[1].uuid, data: { keyword: 'sabun' } });
    await expect(next).resolves.toEqual({ data: { keyword: 'sabun' } });
  });

  it('gives up on an answer that never comes', async () => {
    vi.useFakeTimers();
    const { socket } = installFakeSocket();
    const waiting = liveRequest('keyword', { marketplace: 'shopee', keyword: 'serum' });
    const outcome = waiting.catch((reason: unknown) => reason);
    vi.advanceTimersByTime(LIVE_REQUEST_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ code: 'TIMEOUT' });
    // A late answer is ignored.
    socket.serverEmit('keyword_result', { uuid: socket.sentOn('keyword')[0].uuid, data: {} });
  });
});
