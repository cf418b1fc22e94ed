import { rateLimits, type Db } from '@pasarlens/db';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';

export interface Allowance {
  points: number;
  durationSeconds: number;
  /** How long an exhausted counter refuses; by default until its window ends. */
  blockSeconds?: number;
}

/**
 * A named attempt counter in the database (rate-limiter-flexible's drizzle store), so every
 * process on one database counts into the same row. Expired rows are
 * deleted by the nightly cleanup job rather than by a timer in every process.
 */
export const counter = (db: Db, keyPrefix: string, { points, durationSeconds, blockSeconds }: Allowance) =>
  new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds ?? 0,
    clearExpiredByTimeout: false,
  });

export type Counter = ReturnType<typeof counter>;
