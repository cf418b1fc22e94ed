import { apiPaths, type BillingPeriod, type PaidPlanId, type PaymentMethod } from '@pasarlens/contracts';
import type { SandboxOutcome } from '@pasarlens/contracts';
import { SANDBOX_CARDS } from '../modules/billing/gateway/sandbox.ts';
import type { Agent, TestApp } from './harness.ts';

export const sandboxPath = (token: string, pay = false) => (pay ? apiPaths.sandboxPay : apiPaths.sandboxTransaction).replace(':token', token);
export const tokenOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

export interface Payment {
  method?: PaymentMethod;
  outcome?: SandboxOutcome;
  card?: keyof typeof SANDBOX_CARDS;
}

/** Pays a checkout on the sandbox portal as a payer would; returns the portal's answer. */
export async function payOnPortal(agent: Agent, redirectUrl: string, payment: Payment = {}) {
  const method = payment.method ?? (payment.card ? 'credit_card' : 'bank_transfer');
  const cardNumber = method === 'credit_card' ? SANDBOX_CARDS[payment.card ?? 'approves'] : undefined;
  return agent.post(sandboxPath(tokenOf(redirectUrl), true), { method, outcome: payment.outcome ?? 'success', cardNumber });
}

/** Buys a plan through checkout and the sandbox portal; auto-payment when a card is given. */
export async function buyPlan(agent: Agent, plan: PaidPlanId, period: BillingPeriod = 'monthly', payment: Payment & { referral_code?: string } = {}) {
  const path = payment.card ? apiPaths.invoiceRecurring : apiPaths.invoiceSubscription;
  const checkout = await agent.post(path, { plan, period, referral_code: payment.referral_code });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const paid = await payOnPortal(agent, checkout.body!.redirectUrl, payment);
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return { orderId: checkout.body!.orderId as string, checkout: checkout.body!, portal: paid };
}

/** Makes a registered user an affiliate with a referral code. */
export async function makeAffiliate(app: TestApp, email: string, code: string, discountPercent = 10, commissionPercent = 20) {
  await app.database.query(
    `insert into affiliates (user_id, code, discount_percent, commission_percent) select id, $2, $3, $4 from users where email = $1`,
    [email, code, discountPercent, commissionPercent],
  );
}

export const profile = async (agent: Agent) => (await agent.get(apiPaths.authCheck)).body!.user;
