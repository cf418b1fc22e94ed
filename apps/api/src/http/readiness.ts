import { statusEndpoints, type StartupProgress } from '@pasarlens/contracts';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-paths.ts';
import { AppError } from '../lib/errors.ts';
import { registerEndpoints } from './endpoints.ts';

/** How long a client waits before asking again while the app starts. */
const RETRY_AFTER_SECONDS = 3;

/**
 * Whether the API may answer: a first start listens at once and builds the demo market behind
 * it, so a newcomer sees its progress in the browser instead of a refused connection.
 */
export class Readiness {
  private progress: StartupProgress | null = null;
  constructor(private ready = true) {}

  static starting(): Readiness {
    return new Readiness(false);
  }

  report(progress: StartupProgress): void {
    this.progress = progress;
  }

  finish(): void {
    this.ready = true;
    this.progress = null;
  }

  get state(): { ready: boolean; progress: StartupProgress | null } {
    return { ready: this.ready, progress: this.progress };
  }
}

const STATUS_PATH = statusEndpoints.status.path;

/**
 * Until the app is ready: 503 STARTING with Retry-After on every API call, and the status
 * answered here, from memory. First of the hooks, so a starting app touches nothing: the later
 * ones would read the caller's session, which waits for the database the seed holds.
 */
export function registerReadinessGate(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state.ready) return;
    if (request.method === 'GET' && request.url.split('?')[0] === STATUS_PATH) return reply.send(readiness.state);
    if (isApiPath(request.url)) throw new AppError('STARTING', { retryAfterSeconds: RETRY_AFTER_SECONDS });
  });
}

/** GET /api/status: whether the app is ready, and how far a first start is. */
export function registerStatus(app: FastifyInstance, readiness: Readiness): void {
  registerEndpoints(app, statusEndpoints, { status: () => readiness.state });
}
