import { apiPaths } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { buyPlan, fetchInvoicePdf } from '../../testing/billing.ts';
import { freshAppPerTest, signedInAgent } from '../../testing/harness.ts';
import { pdfText } from '../../testing/pdf.ts';
import { SELLER } from './invoice-pdf.ts';

const fresh = freshAppPerTest();

const company = {
  companyName: 'PT Toko Dewi Sejahtera',
  address: 'Jl. Melati No. 5\nBandung 40115',
  taxId: '01.234.567.8-901.000',
};

describe('billing details', () => {
  it('are kept per user, the NPWP as its digits, and refused when a PDF could not print them', async () => {
    expect((await fresh.agent.get(apiPaths.billingDetails)).body).toEqual({ details: null });
    const saved = await fresh.agent.patch(apiPaths.billingDetailsUpdate, company);
    expect(saved.body).toEqual({ details: { ...company, taxId: '012345678901000' } });
    expect((await fresh.agent.patch(apiPaths.billingDetailsUpdate, { ...company, taxId: '' })).body).toEqual({
      details: { ...company, taxId: null },
    });
    expect((await fresh.agent.get(apiPaths.billingDetails)).body).toEqual({ details: { ...company, taxId: null } });

    for (const [field, value] of [
      ['taxId', '12.345'],
      ['taxId', 'NPWP 0123456789012345'],
      ['companyName', '  '],
      ['companyName', '北京贸易'],
      ['address', 'a\u0000b'],
      ['address', 'x'.repeat(301)],
    ]) {
      const refused = await fresh.agent.patch(apiPaths.billingDetailsUpdate, { ...company, [field!]: value });
      expect(refused, `${field} ${value}`).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', issues: expect.arrayContaining([expect.objectContaining({ path: field })]) },
      });
      expect(refused.body!.issues.every((issue: { path: string }) => issue.path === field)).toBe(true);
    }
    const stranger = await signedInAgent(fresh.app, 2);
    expect((await stranger.get(apiPaths.billingDetails)).body).toEqual({ details: null });
  });
});

describe('an invoice PDF', () => {
  it("is made out to the buyer's company, with the seller, number, dates, lines and total", async () => {
    await fresh.agent.patch(apiPaths.billingDetailsUpdate, company);
    const { checkout } = await buyPlan(fresh.agent, 'smart', 'yearly');
    const [invoice] = (await fresh.agent.get(apiPaths.invoices)).body!.items;

    const file = await fetchInvoicePdf(fresh.app, fresh.agent, checkout.invoice.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(file.pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.pdf!);
    for (const shown of [
      'FAKTUR / INVOICE',
      invoice.number,
      invoice.orderId,
      SELLER.name,
      'NPWP: 01.234.567.8-012.000',
      'PT Toko Dewi Sejahtera',
      'Jl. Melati No. 5',
      'Bandung 40115',
      'NPWP: 01.234.567.8-901.000',
      'Pasarlens Pinter (tahunan)',
      'Rp 3.590.000',
      '1 November 2026 pukul 10.00 WIB',
      'Transfer bank / Bank transfer',
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  it("is its owner's only, and only once paid", async () => {
    const { checkout } = await buyPlan(fresh.agent, 'basic', 'monthly');
    const stranger = await signedInAgent(fresh.app, 2);
    expect(await fetchInvoicePdf(fresh.app, stranger, checkout.invoice.id)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await fetchInvoicePdf(fresh.app, fresh.app.agent(), checkout.invoice.id)).toMatchObject({ status: 401 });
    expect(await fetchInvoicePdf(fresh.app, fresh.agent, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
    });
    expect(await fetchInvoicePdf(fresh.app, fresh.agent, 'not-an-id')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });

    const pending = await fresh.agent.post(apiPaths.invoiceDownloadCredit, { rows: 10_000 });
    expect(await fetchInvoicePdf(fresh.app, fresh.agent, pending.body!.invoice.id)).toMatchObject({
      status: 409,
      body: { code: 'INVOICE_NOT_PAID' },
    });
    // Without billing details the account holder is the buyer.
    expect(await pdfText((await fetchInvoicePdf(fresh.app, fresh.agent, checkout.invoice.id)).pdf!)).toContain(
      'budi1@toko.id',
    );
  });
});
