import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { createOutbound, type Outbound } from '../lib/outbound/outbound.ts';

/** The name a test's receiver answers to; only the receiver's own outbound client resolves it. */
export const RECEIVER_HOST = 'hooks.pasarlens.test';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpsReceiver {
  received: Received[];
  port: number;
  /** The receiver's address by name, as a user would give it. */
  url(path?: string): string;
  /**
   * An outbound client that resolves RECEIVER_HOST to this loopback receiver, permits its address
   * and trusts its certificate: the app's own client with only those two additions.
   */
  outbound(): Outbound;
  close(): Promise<void>;
}

/** A TLS server on 127.0.0.1 with a certificate for RECEIVER_HOST, answering each request with `answer`. */
export async function startHttpsReceiver(
  answer: (request: Received, response: ServerResponse, index: number) => void = (_r, response) =>
    void response.writeHead(200).end(),
): Promise<HttpsReceiver> {
  const pems = await generate([{ name: 'commonName', value: RECEIVER_HOST }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: RECEIVER_HOST }] }],
  });
  const received: Received[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      answer(entry, response, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: (path = '/hook') => `https://${RECEIVER_HOST}:${port}${path}`,
    outbound: () =>
      createOutbound({
        resolve: async (host) => (host === RECEIVER_HOST ? [{ address: '127.0.0.1', family: 4 }] : []),
        permit: ['127.0.0.1'],
        ca: pems.cert,
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
