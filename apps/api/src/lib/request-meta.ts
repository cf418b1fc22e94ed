import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth.service.ts';
import { requestLanguage } from './request-language.ts';

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});
