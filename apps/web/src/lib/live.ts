/**
 * The live-data channel of spec §7 (decisions/008): one socket.io connection to the app's own
 * origin (or VITE_API_ORIGIN when the API lives elsewhere) on LIVE_SOCKET_PATH, with the session
 * cookie, reconnecting by itself LIVE_RECONNECT apart. It opens on the first request and is shared
 * by every page. A request sends `{...payload, uuid}` on its event; the answer is the
 * `<event>_result` carrying that uuid, a failure the LIVE_ERROR_EVENT carrying it. Answers and
 * errors for other uuids (another tab's view, a request already given up) are ignored.
 */
import {
  LIVE_ERROR_EVENT,
  LIVE_EVENTS,
  LIVE_RECONNECT,
  LIVE_SOCKET_PATH,
  liveRequestSchemas,
  resultEvent,
  type LiveAnswers,
  type LiveError,
  type LiveEvent,
} from '@pasarlens/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { io } from 'socket.io-client';
import { API_ORIGIN, LOCAL_VALIDATION_TEXT } from './api.ts';
import { LiveRequestError, type LocalLiveCode } from './liveError.ts';
import { onLiveSessionEnd } from './liveSession.ts';
import { refreshCurrentUser } from './refreshCurrentUser.ts';
import { randomUuid } from './uuid.ts';

/** What each event's payload holds (the uuid is added by the client). */
export type LivePayload<E extends LiveEvent> = Omit<(typeof liveRequestSchemas)[E]['_zod']['input'], 'uuid'>;

type Listener = (...args: never[]) => void;

/** The part of a socket.io client socket the channel uses (a fake one stands in for it in tests). */
export interface LiveSocket {
  readonly connected: boolean;
  /** Whether the socket will (re)connect by itself: false after the server refused it or after disconnect(). */
  readonly active: boolean;
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type LiveSocketFactory = () => LiveSocket;

/**
 * idle: nothing asked yet; connecting: the first connection is being made; connected;
 * reconnecting: the connection dropped or failed and socket.io is retrying; failed: the server
 * refused the connection, nothing is retried until `reconnect()`.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** A request not answered after this long fails with TIMEOUT (its answer is then ignored). */
export const LIVE_REQUEST_TIMEOUT_MS = 60_000;

const defaultFactory: LiveSocketFactory = () => {
  const options = { path: LIVE_SOCKET_PATH, withCredentials: true, ...LIVE_RECONNECT };
  const socket: LiveSocket = API_ORIGIN ? io(API_ORIGIN, options) : io(options);
  return socket;
};

interface Pending {
  event: LiveEvent;
  /** On the wire: emitted while connected, or flushed from socket.io's buffer on (re)connection. */
  sent: boolean;
  resolve: (answer: unknown) => void;
  reject: (error: LiveRequestError) => void;
  timer: ReturnType<typeof setTimeout>;
  cleanup: () => void;
}

const hasUuid = (value: unknown): value is { uuid: unknown } =>
  typeof value === 'object' && value !== null && 'uuid' in value;

export class LiveClient {
  private socket: LiveSocket | null = null;
  private readonly pending = new Map<string, Pending>();
  private status: LiveStatus = 'idle';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly factory: LiveSocketFactory = defaultFactory) {}

  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Sends `{...payload, uuid}` on `event` and resolves with the answer of that uuid (without it),
   * or rejects with a LiveRequestError: the server's LiveError for that uuid, or the client's own
   * failure. A payload the contracts' schema refuses is not sent.
   */
  request<E extends LiveEvent>(
    event: E,
    payload: LivePayload<E>,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<LiveAnswers[E]> {
    const uuid = randomUuid();
    const parsed = liveRequestSchemas[event].safeParse({ ...payload, uuid });
    if (!parsed.success) {
      return Promise.reject(
        new LiveRequestError({ uuid, event, code: 'VALIDATION_FAILED', message: LOCAL_VALIDATION_TEXT }, false),
      );
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    const socket = this.open();
    return new Promise<LiveAnswers[E]>((resolve, reject) => {
      const onAbort = () => {
        this.forget(uuid);
        reject(signal?.reason);
      };
      const pending: Pending = {
        event,
        sent: socket.connected,
        resolve: resolve as (answer: unknown) => void,
        reject,
        timer: setTimeout(() => this.fail(uuid, 'TIMEOUT'), LIVE_REQUEST_TIMEOUT_MS),
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(uuid, pending);
      // While disconnected socket.io keeps the emit and sends it once connected.
      socket.emit(event, parsed.data);
    });
  }

  /** Opens the connection again after the server refused it. */
  reconnect(): void {
    if (!this.socket) return;
    this.setStatus('connecting');
    this.socket.connect();
  }

  /** Closes the connection (logout) and fails what is still waiting; the next request opens a new one. */
  close(): void {
    const socket = this.socket;
    this.socket = null;
    for (const uuid of [...this.pending.keys()]) this.fail(uuid, 'CONNECTION_LOST');
    socket?.disconnect();
    this.setStatus('idle');
  }

  private open(): LiveSocket {
    if (this.socket) return this.socket;
    const socket = this.factory();
    this.socket = socket;
    this.setStatus(socket.connected ? 'connected' : 'connecting');
    const current = () => this.socket === socket;

    socket.on('connect', () => {
      if (!current()) return;
      // socket.io has just flushed what was emitted while disconnected.
      for (const pending of this.pending.values()) pending.sent = true;
      this.setStatus('connected');
    });
    socket.on('disconnect', () => {
      if (!current()) return;
      // What was on the wire will not be answered on a new connection.
      for (const [uuid, pending] of [...this.pending]) if (pending.sent) this.fail(uuid, 'CONNECTION_LOST');
      this.setStatus(socket.active ? 'reconnecting' : 'failed');
    });
    socket.on('connect_error', () => {
      if (!current()) return;
      if (socket.active) {
        this.setStatus('reconnecting');
        return;
      }
      // Refused by the server (no session): socket.io will not try again by itself.
      for (const uuid of [...this.pending.keys()]) this.fail(uuid, 'CONNECT_FAILED');
      this.setStatus('failed');
    });
    for (const event of LIVE_EVENTS) {
      socket.on(resultEvent(event), (answer: unknown) => {
        if (current()) this.answer(event, answer);
      });
    }
    socket.on(LIVE_ERROR_EVENT, (error: LiveError) => {
      if (current()) this.error(error);
    });
    onLiveSessionEnd(() => this.close());
    return socket;
  }

  private answer(event: LiveEvent, answer: unknown): void {
    if (!hasUuid(answer) || typeof answer.uuid !== 'string') return;
    const pending = this.pending.get(answer.uuid);
    if (!pending || pending.event !== event) return;
    this.forget(answer.uuid);
    const { uuid: _uuid, ...rest } = answer;
    pending.resolve(rest);
  }

  private error(error: LiveError): void {
    if (!hasUuid(error) || typeof error.uuid !== 'string') return;
    const pending = this.pending.get(error.uuid);
    if (!pending) return;
    this.forget(error.uuid);
    pending.reject(new LiveRequestError(error, true));
  }

  private fail(uuid: string, code: LocalLiveCode): void {
    const pending = this.pending.get(uuid);
    if (!pending) return;
    this.forget(uuid);
    pending.reject(new LiveRequestError({ uuid, event: pending.event, code, message: code }, false));
  }

  private forget(uuid: string): void {
    const pending = this.pending.get(uuid);
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.cleanup();
    this.pending.delete(uuid);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

let factory: LiveSocketFactory = defaultFactory;
let client: LiveClient | null = null;

/** The shared client (its socket opens on the first request). */
export function liveClient(): LiveClient {
  client ??= new LiveClient(factory);
  return client;
}

/**
 * Replaces how the socket is made (tests inject a fake), closing the current client; without an
 * argument, back to socket.io.
 */
export function setLiveSocketFactory(next: LiveSocketFactory = defaultFactory): void {
  client?.close();
  client = null;
  factory = next;
}

/** A request on the shared connection. */
export const liveRequest = <E extends LiveEvent>(
  event: E,
  payload: LivePayload<E>,
  options?: { signal?: AbortSignal },
) => liveClient().request(event, payload, options);

/** The connection's state, for the "reconnecting" notice. */
export function useLiveStatus(): LiveStatus {
  const shared = liveClient();
  return useSyncExternalStore(shared.subscribe, shared.getStatus, shared.getStatus);
}

/** Like research answers, a live answer on screen is reused a while rather than asked (and paid) again. */
const LIVE_STALE_MS = 5 * 60_000;

const liveKeys = {
  all: ['live'] as const,
  request: <E extends LiveEvent>(event: E, payload: LivePayload<E>) => ['live', event, payload] as const,
};

/**
 * A live request as a query. Every answered request (a result or the server's error) reloads the
 * signed-in user, whose token balance (and ads lookups) it may have changed. Nothing is retried: a
 * request whose answer was lost may have been charged, so trying again is the user's choice.
 */
export function useLiveQuery<E extends LiveEvent>(event: E, payload: LivePayload<E>, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: liveKeys.request(event, payload),
    // No abort signal: the server answers (and charges) anyway, so an answer that arrives after
    // the view was left is kept in the cache for when it comes back, rather than asked again.
    queryFn: async () => {
      try {
        const answer = await liveRequest(event, payload);
        void refreshCurrentUser(queryClient);
        return answer;
      } catch (error) {
        if (error instanceof LiveRequestError && error.answered) void refreshCurrentUser(queryClient);
        throw error;
      }
    },
    enabled,
    staleTime: LIVE_STALE_MS,
    retry: false,
  });
}
