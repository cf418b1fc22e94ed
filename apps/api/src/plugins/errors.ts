import { errorCatalog, type ErrorCode } from '@pasarlens/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const CSRF_ERRORS = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET']);

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** One place that turns every failure into `{code, message, issues?}` and never leaks a 500's cause. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined)
        request.log.warn({ err: error.cause, code: error.code }, 'request failed on a dependency');
      if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: errorCatalog.VALIDATION_FAILED.message, issues });
    }
    if (CSRF_ERRORS.has(error.code)) {
      return reply.status(403).send({ code: 'CSRF_INVALID', message: errorCatalog.CSRF_INVALID.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send({ code, message: errorCatalog[code].message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: errorCatalog.INTERNAL.message });
  });
}
