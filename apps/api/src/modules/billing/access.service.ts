import { entitlements, type Entitlements, type PlanId } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import type { AccessRows } from './access-rows.ts';
import { readAccess } from './access.repo.ts';
import { planInForce } from './subscription-terms.ts';
import type { Subscription } from './subscriptions.repo.ts';
import { periodChange } from './usage-periods.ts';
import { startPeriod, type UsageAccount } from './usage.repo.ts';

/**
 * What a user may do and has left, read once per request: the plan in force with its rights,
 * the subscription behind it, and the usage account of the current period. Gated code reads
 * `rights`; a charge takes its tokens from `usage` without reading the account again.
 */
export interface Access {
  userId: string;
  plan: PlanId;
  rights: Entitlements;
  subscription: Subscription | undefined;
  usage: UsageAccount;
  /** An admin views the app as this user: premium reads run without charging anyone. */
  viewOnly: boolean;
}

/** Concurrent requests may each try to start the new period; one wins and the others read it. */
const PERIOD_ATTEMPTS = 3;

/**
 * A user's access at `now`, from the access rows already `read` with the caller's session or in
 * one statement, when the usage account already holds the plan in force and the current period. Otherwise the account is first created, moved to its next
 * period or given a changed plan's allowances (decisions/007), each written once however many
 * requests race to do it.
 */
export async function accessAt(sql: SqlRunner, userId: string, now: Date, read?: AccessRows): Promise<Access> {
  for (let attempt = 0; ; attempt++) {
    const { subscription, usage } = attempt === 0 && read ? read : await readAccess(sql, userId);
    const plan = planInForce(subscription, now);
    const change = periodChange(usage, plan, now);
    if (!change || attempt === PERIOD_ATTEMPTS)
      return { userId, plan, rights: entitlements(plan), subscription, usage: usage!, viewOnly: false };
    await startPeriod(sql, userId, change);
  }
}
