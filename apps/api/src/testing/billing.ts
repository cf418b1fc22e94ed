import { apiPaths, type BillingPeriod, type PaidPlanId, type PaymentMethod } from '@pasarlens/contracts';
import type { SandboxOutcome } from '@pasarlens/contracts';
import { grossAmountText } from '../modules/billing/gateway/gateway.ts';
import { SANDBOX_CARDS } from '../modules/billing/gateway/sandbox.ts';
import { notificationSignature } from '../modules/billing/gateway/signature.ts';
import { signedInAgent, type Agent, type TestApp } from './harness.ts';

export const sandboxPath = (token: string, pay = false) =>
  (pay ? apiPaths.sandboxPay : apiPaths.sandboxTransaction).replace(':token', token);
export const tokenOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

export interface Payment {
  method?: PaymentMethod;
  outcome?: SandboxOutcome;
  card?: keyof typeof SANDBOX_CARDS;
}

/** A notification as the app's gateway would sign it; `key` forges it with another key. */
export function signedNotification(
  app: TestApp,
  orderId: string,
  total: number,
  status: string,
  key = app.ctx.billing.gateway.serverKey,
  statusCode = status === 'settlement' ? '200' : '202',
) {
  const gross = grossAmountText(total);
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: gross,
    transaction_status: status,
    payment_type: 'bank_transfer',
    signature_key: notificationSignature(orderId, statusCode, gross, key),
  };
}

/** Pays a checkout on the sandbox portal as a payer would; returns the portal's answer. */
export async function payOnPortal(agent: Agent, redirectUrl: string, payment: Payment = {}) {
  const method = payment.method ?? (payment.card ? 'credit_card' : 'bank_transfer');
  const cardNumber = method === 'credit_card' ? SANDBOX_CARDS[payment.card ?? 'approves'] : undefined;
  return agent.post(sandboxPath(tokenOf(redirectUrl), true), {
    method,
    outcome: payment.outcome ?? 'success',
    cardNumber,
  });
}

/** Buys a plan through checkout and the sandbox portal; auto-payment when a card is given. */
export async function buyPlan(
  agent: Agent,
  plan: PaidPlanId,
  period: BillingPeriod = 'monthly',
  payment: Payment & { referral_code?: string } = {},
) {
  const path = payment.card ? apiPaths.invoiceRecurring : apiPaths.invoiceSubscription;
  const checkout = await agent.post(path, { plan, period, referral_code: payment.referral_code });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const paid = await payOnPortal(agent, checkout.body!.redirectUrl, payment);
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return { orderId: checkout.body!.orderId as string, checkout: checkout.body!, portal: paid };
}

/** Makes a registered user an affiliate with a referral code. */
export async function makeAffiliate(
  app: TestApp,
  email: string,
  code: string,
  discountPercent = 10,
  commissionPercent = 20,
) {
  await app.database.query(
    `insert into affiliates (user_id, code, discount_percent, commission_percent) select id, $2, $3, $4 from users where email = $1`,
    [email, code, discountPercent, commissionPercent],
  );
}

/** GET an invoice's PDF as the agent: the status, the headers, and the file or the error body. */
export async function fetchInvoicePdf(app: TestApp, agent: Agent, id: string) {
  const response = await app.server.inject({
    method: 'GET',
    url: apiPaths.invoicePdf.replace(':id', encodeURIComponent(id)),
    headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const isPdf = response.statusCode === 200;
  return {
    status: response.statusCode,
    headers: response.headers,
    pdf: isPdf ? response.rawPayload : undefined,
    body: isPdf ? undefined : (response.json() as Record<string, unknown>),
  };
}

export const profile = async (agent: Agent) => (await agent.get(apiPaths.authCheck)).body!.user;

/** Signs in a new user each call, numbered in turn (`last` is the latest's number), with a plan when one is named. */
export function newUsers(app: () => TestApp) {
  let last = 0;
  return {
    get last() {
      return last;
    },
    async next(plan?: PaidPlanId): Promise<Agent> {
      const agent = await signedInAgent(app(), ++last);
      if (plan) await buyPlan(agent, plan);
      return agent;
    },
  };
}
