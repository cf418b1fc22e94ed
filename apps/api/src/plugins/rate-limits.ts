import type { Db } from '@pasarlens/db';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { counter, type Allowance, type Counter } from '../lib/counters.ts';
import { AppError } from '../lib/errors.ts';

/** Actions limited per account and per address, counting every attempt. */
export type LimitedAction = 'register' | 'resend' | 'forgotPassword';

export type RateLimitSettings = Record<LimitedAction, { perAccount: Allowance; perIp: Allowance }> & {
  /**
   * Failed logins only: consecutive ones at one account from one address (a success clears
   * them), and all of one address, so an attacker elsewhere cannot lock the owner out.
   */
  login: { perAccountAndIp: Allowance; perIp: Allowance };
  /** Public forms without an account behind them (the contact form): per address only. */
  contact?: { perIp: Allowance };
  /** Marketplace answers handed in by a user's browser: per user. */
  capture?: { perUser: Allowance };
};

const DAY = 86_400;
export const defaultRateLimits: RateLimitSettings = {
  login: {
    perAccountAndIp: { points: 10, durationSeconds: DAY, blockSeconds: 900 },
    perIp: { points: 100, durationSeconds: DAY, blockSeconds: DAY },
  },
  register: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
  resend: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
  forgotPassword: { perAccount: { points: 5, durationSeconds: 3600 }, perIp: { points: 20, durationSeconds: 3600 } },
  contact: { perIp: { points: 5, durationSeconds: 3600 } },
  // A browsing user's extension sends an answer or two a page: a page every few seconds all day.
  capture: { perUser: { points: 1_200, durationSeconds: 3600 } },
};

/** One login attempt: it counts as a failure unless `succeeded()` is called. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/** Takes a point from every counter at once; the first exhausted one answers 429 with its wait. */
async function take(points: [Counter, string][]): Promise<void> {
  try {
    await Promise.all(points.map(([limiter, key]) => limiter.consume(key)));
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

/**
 * Attempt counters for the endpoints that attackers hammer, kept in the database so that they
 * hold across every web process (decisions/011).
 */
export class RateLimits {
  private readonly limiters: Record<LimitedAction, { account: Counter; ip: Counter }>;
  private readonly login: { accountAndIp: Counter; ip: Counter };
  private readonly contact: Counter;
  private readonly capture: Counter;

  constructor(db: Db, settings: RateLimitSettings = defaultRateLimits) {
    const { login, contact = defaultRateLimits.contact!, capture = defaultRateLimits.capture!, ...others } = settings;
    this.contact = counter(db, 'contact:ip', contact.perIp);
    this.capture = counter(db, 'capture:user', capture.perUser);
    this.login = {
      accountAndIp: counter(db, 'login:account-ip', login.perAccountAndIp),
      ip: counter(db, 'login:ip', login.perIp),
    };
    const entries = Object.entries(others).map(([action, { perAccount, perIp }]) => [
      action,
      { account: counter(db, `${action}:account`, perAccount), ip: counter(db, `${action}:ip`, perIp) },
    ]);
    this.limiters = Object.fromEntries(entries) as RateLimits['limiters'];
  }

  /** Counts one attempt; throws RATE_LIMITED once either counter is exhausted. */
  async consume(action: LimitedAction, ip: string, account: string): Promise<void> {
    const { account: byAccount, ip: byIp } = this.limiters[action];
    await take([
      [byIp, ip],
      [byAccount, account.toLowerCase()],
    ]);
  }

  /** Counts one contact-form message from an address; throws RATE_LIMITED past the allowance. */
  async consumeContact(ip: string): Promise<void> {
    await take([[this.contact, ip]]);
  }

  /** Counts one capture call of a user; throws RATE_LIMITED past the allowance. */
  async consumeCapture(userId: string): Promise<void> {
    await take([[this.capture, userId]]);
  }

  /**
   * Counts a login attempt before the password is checked, so parallel guesses cannot slip
   * past the limit, and takes it back when the password was right.
   */
  async loginAttempt(ip: string, account: string): Promise<LoginAttempt> {
    const accountAndIp = `${account.toLowerCase()} ${ip}`;
    await take([
      [this.login.ip, ip],
      [this.login.accountAndIp, accountAndIp],
    ]);
    return {
      succeeded: async () => {
        await Promise.all([this.login.accountAndIp.delete(accountAndIp), this.login.ip.reward(ip, 1)]);
      },
    };
  }
}
