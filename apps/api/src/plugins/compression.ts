import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * What is compressed on the fly: JSON, text (but an event stream, which must reach the browser as
 * it is written) and scripts. Images, PDFs and spreadsheets (already zipped) are sent as they are;
 * the web build's files are compressed at build time and sent as such (plugins/web.ts).
 */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|text\/(?!event-stream)[\w.+-]+)(?:;|$)/;

const compressible = (reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type);
};

/** Tells caches that the answer depends on Accept-Encoding, whether or not this one was compressed. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Answers of 1 KB or more in brotli or gzip, as the client's Accept-Encoding prefers; identity
 * without one. socket.io answers its own requests before Fastify sees them (plugins/security.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (compressible(reply) || reply.hasHeader('content-encoding')) varyOnEncoding(reply);
    return payload;
  });
}
