import { throwawayCertificate } from '@pasarlens/market/site';
import { createServer, type Server } from 'node:https';

/** A local stand-in for a marketplace site: its pages over HTTPS, with a certificate made for the test. */
export interface MarketSite {
  port: number;
  close(): Promise<void>;
}

/** Serves `pages` (path without query → content type and body) for `host` on a free port of 127.0.0.1. */
export async function startMarketSite(
  host: string,
  pages: Record<string, { type: string; body: string }>,
): Promise<MarketSite> {
  const pems = await throwawayCertificate([host]);
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const page = pages[new URL(request.url ?? '/', `https://${host}`).pathname];
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' });
    response.end(page?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
