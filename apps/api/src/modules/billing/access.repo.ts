import type { SqlRunner } from '@pasarlens/db';
import { selectList, unprefixed } from '../../lib/select-list.ts';
import { SUBSCRIPTION_FIELDS, type Subscription } from './subscriptions.repo.ts';
import { USAGE_FIELDS, type UsageAccount } from './usage.repo.ts';

const READ_ACCESS = `select ${selectList(SUBSCRIPTION_FIELDS, 's', 'subscription.')}, ${selectList(USAGE_FIELDS, 'a', 'usage.')}
  from (select $1::uuid as user_id) u
  left join subscriptions s on s.user_id = u.user_id and s.current
  left join usage_accounts a on a.user_id = u.user_id`;

/** A user's current subscription and usage account, in one statement; either may not exist yet. */
export async function readAccess(sql: SqlRunner, userId: string): Promise<{ subscription: Subscription | undefined; usage: UsageAccount | undefined }> {
  const [row] = await sql.query<Record<string, unknown>>(READ_ACCESS, [userId]);
  return {
    subscription: unprefixed<Subscription>(row!, SUBSCRIPTION_FIELDS, 'subscription.', 'id'),
    usage: unprefixed<UsageAccount>(row!, USAGE_FIELDS, 'usage.', 'plan'),
  };
}
