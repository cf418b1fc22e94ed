import type { Checkout, InvoiceView } from '@pasarlens/contracts';

/** A paid yearly Smart invoice, as the API answers one. */
export const makeInvoice = (overrides: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 'i1',
  number: 'INV-2026-0001',
  orderId: 'PL-ABC123XYZ',
  kind: 'subscription',
  plan: 'smart',
  period: 'yearly',
  rows: null,
  tokens: null,
  amount: 4_990_000,
  discount: 0,
  total: 4_990_000,
  status: 'paid',
  method: 'qris',
  createdAt: '2026-03-01T00:00:00.000Z',
  paidAt: '2026-03-01T00:01:00.000Z',
  companyInvoiceUrl: null,
  ...overrides,
});

/** The answer to a purchase: a pending invoice and the sandbox portal to pay it on. */
export const makeCheckout = (orderId: string, invoice: Partial<InvoiceView> = {}): Checkout => ({
  orderId,
  redirectUrl: `/sandbox/pay/${orderId}`,
  invoice: makeInvoice({ orderId, status: 'pending', method: null, paidAt: null, ...invoice }),
});
