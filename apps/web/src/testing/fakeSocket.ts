import { LIVE_ERROR_EVENT, resultEvent, type LiveAnswers, type LiveError, type LiveEvent } from '@pasarlens/contracts';
import { setLiveSocketFactory, type LiveSocket } from '../lib/live.ts';

type AnyListener = (...args: unknown[]) => void;

/** One message the app sent: its event and payload (with the uuid the client added). */
export interface SentMessage {
  event: string;
  payload: any;
}

/** The server's answer to one request on `E`, in the contracts' type; null sends none. */
export type LiveReply<E extends LiveEvent = LiveEvent> =
  { result: LiveAnswers[E] } | { error: Omit<LiveError, 'uuid' | 'event'> } | null;

/**
 * A stand-in for the socket.io socket of the live-data channel: it records what the app emits and
 * plays the server (`serverEmit`, `connectNow`, `drop`). `reply(event, …)` answers every request on
 * that event asynchronously, with its uuid, like the server does.
 */
export class FakeSocket implements LiveSocket {
  connected = false;
  active = true;
  readonly sent: SentMessage[] = [];
  private readonly listeners = new Map<string, Set<AnyListener>>();
  private readonly replies = new Map<string, (payload: any) => LiveReply>();

  on(event: string, listener: (...args: never[]) => void): this {
    const set = this.listeners.get(event) ?? new Set<AnyListener>();
    set.add(listener as AnyListener);
    this.listeners.set(event, set);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const payload = args[0] as any;
    this.sent.push({ event, payload });
    const reply = this.replies.get(event);
    if (reply) {
      const answer = reply(payload);
      if (answer) {
        setTimeout(() => {
          if ('result' in answer)
            this.serverEmit(resultEvent(event as LiveEvent), { uuid: payload.uuid, ...answer.result });
          else this.serverEmit(LIVE_ERROR_EVENT, { uuid: payload.uuid, event, ...answer.error });
        }, 0);
      }
    }
    return this;
  }

  connect(): this {
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** What the app sent on `event`. */
  sentOn(event: string): any[] {
    return this.sent.filter((message) => message.event === event).map((message) => message.payload);
  }

  /** The server sends `event` to the app. */
  serverEmit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The connection is made. */
  connectNow(): void {
    this.connected = true;
    this.serverEmit('connect');
  }

  /** The connection drops; socket.io will reconnect (active) unless told otherwise. */
  drop(reason = 'transport close', active = true): void {
    this.connected = false;
    this.active = active;
    this.serverEmit('disconnect', reason);
  }

  /** Answers every request on `event` (null: no answer). */
  reply<E extends LiveEvent>(event: E, answer: (payload: any) => LiveReply<E>): this {
    this.replies.set(event, answer);
    return this;
  }
}

/** A connected fake socket as the live client's socket (its factory counts the sockets made). */
export function installFakeSocket({ connected = true }: { connected?: boolean } = {}) {
  const socket = new FakeSocket();
  socket.connected = connected;
  const factory = { calls: 0 };
  setLiveSocketFactory(() => {
    factory.calls += 1;
    return socket;
  });
  return { socket, factory };
}

/** After each test: back to socket.io (closing the fake). */
export function uninstallFakeSocket(): void {
  setLiveSocketFactory();
}
