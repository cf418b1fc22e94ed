import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@pasarlens/db';
import type { FastifyInstance } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { counter, type Counter } from '../lib/counters.ts';

/** What @fastify/rate-limit hands a store: a route's merged `rateLimit` settings (time window in ms). */
interface LimitSettings {
  max: number;
  timeWindow: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Registers @fastify/rate-limit for the routes that set `config.rateLimit` (per address), with
 * its counts in the database like the attempt limits, so they hold across web processes.
 */
export async function registerRouteLimits(app: FastifyInstance, db: Db): Promise<void> {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly limiter: Counter;

    constructor(settings: unknown) {
      const { max, timeWindow, routeInfo } = settings as LimitSettings;
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}` : 'any';
      this.limiter = counter(db, `route:${route}`, {
        points: max,
        durationSeconds: Math.max(1, Math.ceil(timeWindow / 1000)),
      });
    }

    child(settings: unknown): FastifyRateLimitStore {
      return new DatabaseStore(settings);
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      const answer = (res: RateLimiterRes) => done(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
      this.limiter
        .consume(key)
        .then(answer, (rejection: unknown) =>
          rejection instanceof RateLimiterRes ? answer(rejection) : done(rejection as Error),
        );
    }
  }
  await app.register(rateLimit, { global: false, store: DatabaseStore as unknown as FastifyRateLimitStoreCtor });
}
