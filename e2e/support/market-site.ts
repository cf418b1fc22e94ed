import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A local stand-in for a marketplace site: its pages over HTTPS, with a certificate made for the test and thrown away after. */
export interface MarketSite {
  port: number;
  close(): Promise<void>;
}

/** A self-signed certificate for `host`, made with openssl in a throw-away directory. */
function certificateFor(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'pasarlens-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `pages` (path without query → content type and body) for `host` on a free port of 127.0.0.1. */
export async function startMarketSite(
  host: string,
  pages: Record<string, { type: string; body: string }>,
): Promise<MarketSite> {
  const server: Server = createServer(certificateFor(host), (request, response) => {
    const page = pages[new URL(request.url ?? '/', `https://${host}`).pathname];
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' });
    response.end(page?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
