import type { BillingDetails } from '@pasarlens/contracts';
import type { Database } from '@pasarlens/db';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repo.ts';
import { billingDetailsOf, saveBillingDetails } from './billing-details.repo.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceOfUser } from './invoices.repo.ts';

/** The company a user's invoices are made out to, and each paid invoice as a PDF made out to it. */
export function invoiceDocumentsService(deps: { database: Database }) {
  const { database } = deps;
  return {
    details: async (userId: string) => ({ details: (await billingDetailsOf(database, userId)) ?? null }),

    saveDetails: async (userId: string, details: BillingDetails) => ({
      details: await saveBillingDetails(database, userId, details),
    }),

    /** A paid invoice of the user's own; anyone else's is not found. */
    async pdf(user: UserRow, invoiceId: string): Promise<{ fileName: string; content: Buffer }> {
      const invoice = await invoiceOfUser(database, user.id, invoiceId);
      if (!invoice) throw new AppError('NOT_FOUND');
      if (invoice.status !== 'paid') throw new AppError('INVOICE_NOT_PAID');
      const company = (await billingDetailsOf(database, user.id)) ?? null;
      const content = await renderInvoicePdf(invoice, { name: user.name, email: user.email, company });
      return { fileName: `${invoice.number.replaceAll('/', '-')}.pdf`, content };
    },
  };
}

export type InvoiceDocumentsService = ReturnType<typeof invoiceDocumentsService>;
