import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the request was made on this machine: its connection comes from the loopback address
 * and it was not forwarded there by a proxy on behalf of someone else. Read from the socket, not
 * request.ip, which TRUST_PROXY lets a client name.
 */
export const isLoopbackRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
