import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../lib/errors.ts';

export type LimitedAction = 'login' | 'register' | 'resend' | 'forgotPassword';

export interface Allowance {
  points: number;
  durationSeconds: number;
}

export type RateLimitSettings = Record<LimitedAction, { perAccount: Allowance; perIp: Allowance }>;

export const defaultRateLimits: RateLimitSettings = {
  login: { perAccount: { points: 10, durationSeconds: 900 }, perIp: { points: 50, durationSeconds: 900 } },
  register: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
  resend: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
  forgotPassword: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
};

const limiter = ({ points, durationSeconds }: Allowance, keyPrefix: string) =>
  new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix });

/**
 * Attempt counters per account and per IP for the endpoints that attackers hammer.
 * Kept in memory: one process serves the app; a split deployment would move these to PostgreSQL.
 */
export class RateLimits {
  private readonly limiters: Record<LimitedAction, { account: RateLimiterMemory; ip: RateLimiterMemory }>;

  constructor(settings: RateLimitSettings = defaultRateLimits) {
    const entries = Object.entries(settings).map(([action, { perAccount, perIp }]) => [
      action,
      { account: limiter(perAccount, `${action}:account`), ip: limiter(perIp, `${action}:ip`) },
    ]);
    this.limiters = Object.fromEntries(entries) as RateLimits['limiters'];
  }

  /** Counts one attempt; throws RATE_LIMITED once either counter is exhausted. */
  async consume(action: LimitedAction, ip: string, account: string): Promise<void> {
    const { account: byAccount, ip: byIp } = this.limiters[action];
    try {
      await Promise.all([byIp.consume(ip), byAccount.consume(account.toLowerCase())]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError('RATE_LIMITED', {
        message: `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        retryAfterSeconds,
      });
    }
  }

  /** Forgets an account's attempts, e.g. after a successful login. */
  async reset(action: LimitedAction, account: string): Promise<void> {
    await this.limiters[action].account.delete(account.toLowerCase());
  }
}
