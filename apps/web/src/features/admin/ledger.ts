import { PLAN_IDS, TOKEN_COSTS, type PlanId } from '@pasarlens/contracts';
import type { TFunction } from 'i18next';
import { planName } from '../../lib/plan.ts';

const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/**
 * A token ledger row's action in words: a spend by what it paid for, a plan's monthly allowance
 * (`plan.<id>`), an admin's grant or its removal, a purchase; anything else names its code.
 */
export function ledgerAction(t: TFunction, action: string): string {
  if (Object.hasOwn(TOKEN_COSTS, action)) return t(`home.history.actions.${action}`);
  const plan = /^plan\.(\w+)$/.exec(action)?.[1];
  if (plan !== undefined && isPlanId(plan)) return t('admin.ledger.plan', { plan: planName(t, plan) });
  if (action === 'admin.quota' || action === 'admin.custom_quota') return t(`admin.ledger.${action.slice(6)}`);
  if (/^admin\.\w+\.removed$/.test(action)) return t('admin.ledger.removed');
  if (action === 'quota.purchase') return t('admin.ledger.purchase');
  return t('admin.ledger.other', { action });
}
