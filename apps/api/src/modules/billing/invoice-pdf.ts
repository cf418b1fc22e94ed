import { formatIdr, type BillingDetails, type PaymentMethod } from '@pasarlens/contracts';
import PDFDocument from 'pdfkit';
import { describe } from './checkout-request.ts';
import type { Invoice } from './invoices.repo.ts';

/** Pasarlens as the seller on every invoice. */
export const SELLER = {
  name: 'PT Pasarlens Data Indonesia',
  address: ['Jl. Jenderal Sudirman Kav. 52-53', 'Jakarta Selatan 12190, Indonesia'],
  taxId: '012345678012000',
  email: 'billing@pasarlens.id',
} as const;

export interface InvoiceParty {
  /** The account holder: who bought, and the buyer when no company is given. */
  name: string;
  email: string;
  company: BillingDetails | null;
}

const METHODS: Record<PaymentMethod, string> = {
  bank_transfer: 'Transfer bank / Bank transfer',
  credit_card: 'Kartu kredit / Credit card',
  e_wallet: 'E-wallet',
  qris: 'QRIS',
};

const wibTime = (at: Date) =>
  `${new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(at)} WIB`;

/** An NPWP as it is written: 15 digits as 99.999.999.9-999.999, 16 digits as they are. */
function formatTaxId(digits: string): string {
  if (digits.length !== 15) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
}

/** The invoice's lines: what was bought, then what was taken off its price. */
function lines(invoice: Invoice): [string, number][] {
  const result: [string, number][] = [[describe(invoice), invoice.amount]];
  if (invoice.discount > 0)
    result.push([`Diskon referral ${invoice.referralCode ?? ''} / Referral discount`, -invoice.discount]);
  if (invoice.credit > 0) result.push(['Kredit sisa paket sebelumnya / Credit for the unused plan', -invoice.credit]);
  return result;
}

/**
 * A paid invoice as an A4 PDF in Indonesian and English: seller and buyer with their NPWP,
 * number, dates, lines and total. Set in the standard Helvetica, which holds Latin script only
 * (the billing details are validated to it).
 */
export function renderInvoicePdf(invoice: Invoice, party: InvoiceParty): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: SELLER.name,
      CreationDate: invoice.paidAt ?? invoice.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const small = (text: string) => doc.font('Helvetica').fontSize(9).fillColor('#555555').text(text);
  const body = (text: string) => doc.font('Helvetica').fontSize(10).fillColor('#111111').text(text);
  const heading = (text: string) => doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(text);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f766e').text('PASARLENS', left, 50);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#111111')
    .text('FAKTUR / INVOICE', left, 50, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#15803d').text('LUNAS / PAID', { width, align: 'right' });

  doc.moveDown(1.5);
  const top = doc.y;
  doc.x = left;
  heading('Penjual / Seller');
  body(SELLER.name);
  for (const line of SELLER.address) body(line);
  body(`NPWP: ${formatTaxId(SELLER.taxId)}`);
  body(SELLER.email);
  const sellerBottom = doc.y;

  const column = left + width / 2 + 10;
  doc.y = top;
  const meta: [string, string][] = [
    ['Nomor / Number', invoice.number],
    ['Tanggal / Date', wibTime(invoice.createdAt)],
    ['Dibayar / Paid', invoice.paidAt ? wibTime(invoice.paidAt) : '-'],
    ['Order ID', invoice.orderId],
    ['Metode / Method', invoice.method ? METHODS[invoice.method] : '-'],
  ];
  for (const [label, value] of meta) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(label, column, doc.y, { continued: true, width: width / 2 - 10 });
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#111111').text(`  ${value}`);
  }

  doc.x = left;
  doc.y = Math.max(sellerBottom, doc.y) + 20;
  heading('Ditagihkan kepada / Bill to');
  const { company } = party;
  if (company) {
    body(company.companyName);
    for (const line of company.address.split(/\r?\n/)) body(line);
    if (company.taxId) body(`NPWP: ${formatTaxId(company.taxId)}`);
    small(`${party.name} <${party.email}>`);
  } else {
    body(party.name);
    body(party.email);
  }

  doc.moveDown(1.5);
  const amountX = left + width - 140;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#111111')
      .text(label, left, y, { width: width - 150 });
    const after = doc.y;
    doc.text(value, amountX, y, { width: 140, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cccccc')
      .stroke();
    doc.y += 6;
  };
  row('Deskripsi / Description', 'Jumlah / Amount', true);
  rule();
  for (const [label, amount] of lines(invoice)) row(label, amount < 0 ? `-${formatIdr(-amount)}` : formatIdr(amount));
  rule();
  row('Total', formatIdr(invoice.total), true);

  doc.moveDown(2);
  doc.x = left;
  small(
    'Dokumen ini dibuat secara elektronik dan sah tanpa tanda tangan. / This document is generated electronically and is valid without a signature.',
  );
  doc.end();
  return done;
}
