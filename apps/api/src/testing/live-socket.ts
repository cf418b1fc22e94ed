import { LIVE_SOCKET_PATH } from '@pasarlens/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import type { Agent } from './harness.ts';

/** A live-data channel connection as the browser opens it: the agent's session cookie and an origin. */
export function openLiveSocket(baseUrl: string, agent: Agent | null, origin = 'http://localhost:3000'): Socket {
  const cookie = agent ? `sid=${agent.cookies.get('sid')}` : '';
  return connect(baseUrl, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie, origin },
    reconnection: false,
  });
}

/** The next message of `event` on the socket. */
export const nextLiveEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));
