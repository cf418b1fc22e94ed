import type { InvoicePage } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { makeInvoice } from '../../../testing/billing.ts';
import { serverPageSize } from './InvoiceTable.tsx';

const page = (count: number, current: number, totalPages: number, total: number): InvoicePage => ({
  items: Array.from({ length: count }, (_, index) => makeInvoice({ id: `i${index}` })),
  page: current,
  total_page: totalPages,
  total,
});

describe('serverPageSize', () => {
  it('reads the size from a full page, or from what the full pages leave for the last one', () => {
    expect(serverPageSize(page(10, 1, 3, 25))).toBe(10);
    expect(serverPageSize(page(5, 3, 3, 25))).toBe(10);
    expect(serverPageSize(page(1, 2, 2, 21))).toBe(20);
    expect(serverPageSize(page(7, 1, 1, 7))).toBe(7);
    expect(serverPageSize(page(0, 1, 0, 0))).toBe(1);
  });
});
