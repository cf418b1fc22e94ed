import type { Checkout, InvoiceView } from '@pasarlens/contracts';
import { paths } from '../lib/paths.ts';

/** An invoice as the API shows it: a paid yearly Pinter plan unless told otherwise. */
export function makeInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 'i1',
    number: 'INV-2026-0001',
    orderId: 'PL-ABC123XYZ',
    kind: 'subscription',
    plan: 'smart',
    period: 'yearly',
    rows: null,
    tokens: null,
    amount: 3_590_000,
    discount: 0,
    credit: 0,
    total: 3_590_000,
    referralCode: null,
    status: 'paid',
    method: 'qris',
    createdAt: '2026-03-01T00:00:00.000Z',
    paidAt: '2026-03-01T00:01:00.000Z',
    expiresAt: '2026-03-02T00:00:00.000Z',
    payUrl: null,
    companyInvoiceUrl: null,
    ...overrides,
  };
}

/** The answer to a purchase: its invoice, not paid yet, and the payment page to go to. */
export function makeCheckout(orderId: string): Checkout {
  return {
    orderId,
    redirectUrl: paths.sandboxPayment(orderId),
    invoice: makeInvoice({
      orderId,
      status: 'pending',
      method: null,
      paidAt: null,
      payUrl: paths.sandboxPayment(orderId),
    }),
  };
}
