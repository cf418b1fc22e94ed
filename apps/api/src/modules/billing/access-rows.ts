import { selectList, unprefixed } from '../../lib/select-list.ts';
import { SUBSCRIPTION_FIELDS, type Subscription } from './subscriptions.repo.ts';
import { USAGE_FIELDS, type UsageAccount } from './usage.repo.ts';

/*
 * The parts of the statement that reads a user's access: billing's own read (access.repo) and the
 * session's named statement (auth/sessions.repo), which reads session, user and access in one
 * round trip (decisions/024), are built from them. Fixed text; no values.
 */

/** What decides a user's access: the current subscription and the usage account; either may not exist yet. */
export interface AccessRows {
  subscription: Subscription | undefined;
  usage: UsageAccount | undefined;
}

/** The select list of the access rows, for a statement joined by `accessJoins`. */
export const ACCESS_COLUMNS = `${selectList(SUBSCRIPTION_FIELDS, 'access_s', 'subscription.')}, ${selectList(USAGE_FIELDS, 'access_a', 'usage.')}`;

/** Joins a user's access rows to a statement in which `userIdColumn` names the user. */
export const accessJoins = (
  userIdColumn: string,
) => `left join subscriptions access_s on access_s.user_id = ${userIdColumn} and access_s.current
  left join usage_accounts access_a on access_a.user_id = ${userIdColumn}`;

/** The access rows of a row selected with ACCESS_COLUMNS. */
export const accessRowsOf = (row: Record<string, unknown>): AccessRows => ({
  subscription: unprefixed<Subscription>(row, SUBSCRIPTION_FIELDS, 'subscription.', 'id'),
  usage: unprefixed<UsageAccount>(row, USAGE_FIELDS, 'usage.', 'plan'),
});
