import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { isPublicAddress, isPublicName } from './public-address.ts';

/**
 * Why an address given to us is not fetched: not https, credentials in it, a name or address
 * that is not on the public internet, or a name that resolves to nothing.
 */
export type OutboundRefusal = 'not_https' | 'credentials' | 'not_public' | 'unresolvable';

export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`address refused: ${reason}`);
  }
}

interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundOptions {
  resolve?: Resolver;
  /** Addresses reached although they are not public: a test's own receivers, never set by the app. */
  permit?: readonly string[];
  /** A certificate trusted beside the system's: a test's own receivers, never set by the app. */
  ca?: string;
}

interface OutboundRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** A longer answer is cut off with an error. */
  maxBytes: number;
}

interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Outbound {
  /** Why the address would not be fetched now, or null when it would. */
  refusal(url: string): Promise<OutboundRefusal | null>;
  /** One request; redirects are answered, never followed. Throws OutboundRefused for a refused address. */
  request(url: string, init: OutboundRequest): Promise<OutboundResponse>;
}

interface Target {
  url: URL;
  host: string;
  address: ResolvedAddress;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A lookup that answers with the address already checked, so the connection cannot be re-pointed by a second query. */
const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * The one way the server fetches an address someone gave it (a webhook, an image in a capture):
 * https only, every address the name resolves to public, checked again on the socket actually
 * connected, no redirects followed.
 */
export function createOutbound(options: OutboundOptions = {}): Outbound {
  const resolve = options.resolve ?? systemResolver;
  const permitted = new Set(options.permit ?? []);
  const allowed = (address: string) => isPublicAddress(address) || permitted.has(address);

  async function target(raw: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused('not_https');
    }
    if (url.protocol !== 'https:') throw new OutboundRefused('not_https');
    if (url.username || url.password) throw new OutboundRefused('credentials');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(host);
    if (family !== 0) {
      if (!allowed(host)) throw new OutboundRefused('not_public');
      return { url, host, address: { address: host, family } };
    }
    if (!isPublicName(host)) throw new OutboundRefused('not_public');
    const addresses = await resolve(host).catch(() => []);
    if (addresses.length === 0) throw new OutboundRefused('unresolvable');
    if (!addresses.every((resolved) => allowed(resolved.address))) throw new OutboundRefused('not_public');
    return { url, host, address: addresses[0]! };
  }

  return {
    async refusal(url) {
      try {
        await target(url);
        return null;
      } catch (error) {
        if (error instanceof OutboundRefused) return error.reason;
        throw error;
      }
    },

    async request(raw, init) {
      const { url, host, address } = await target(raw);
      return new Promise<OutboundResponse>((resolvePromise, reject) => {
        const req = httpsRequest(
          {
            hostname: host,
            port: url.port || 443,
            path: `${url.pathname}${url.search}`,
            method: init.method,
            headers: init.headers,
            servername: isIP(host) ? undefined : host,
            lookup: pinnedLookup(address),
            agent: false,
            ca: options.ca ? [options.ca] : undefined,
            signal: AbortSignal.timeout(init.timeoutMs),
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > init.maxBytes) req.destroy(new Error(`answer longer than ${init.maxBytes} bytes`));
              else chunks.push(chunk);
            });
            response.on('end', () =>
              resolvePromise({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
            response.on('error', reject);
          },
        );
        req.on('socket', (socket: Socket) =>
          socket.once('connect', () => {
            if (!allowed(socket.remoteAddress ?? '')) req.destroy(new OutboundRefused('not_public'));
          }),
        );
        req.on('error', reject);
        req.end(init.body);
      });
    },
  };
}
