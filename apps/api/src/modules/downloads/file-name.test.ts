import { describe, expect, it } from 'vitest';
import { downloadFileName } from './file-name.ts';

describe('a download file name', () => {
  it('names the source, the subject in plain ASCII words and the day', () => {
    expect(downloadFileName('category_research/category_products', 'Perawatan Wajah & Kulit', '2026-11-01')).toBe(
      'pasarlens-category_research-category_products-perawatan-wajah-kulit-2026-11-01.xlsx',
    );
    expect(downloadFileName('product_research/products', 'Kopi Susu Gula Aren Café', '2026-11-01')).toBe(
      'pasarlens-product_research-products-kopi-susu-gula-aren-cafe-2026-11-01.xlsx',
    );
  });

  it('leaves out a subject with no Latin letters, or none, and keeps a long one short', () => {
    expect(downloadFileName('store_research/stores', '美妆店', '2026-11-01')).toBe(
      'pasarlens-store_research-stores-2026-11-01.xlsx',
    );
    expect(downloadFileName('store_research/stores', null, '2026-11-01')).toBe(
      'pasarlens-store_research-stores-2026-11-01.xlsx',
    );
    const long = downloadFileName('enterprise_dashboard/top_products', 'Pasar '.repeat(20), '2026-11-01');
    expect(long).toMatch(/^pasarlens-enterprise_dashboard-top_products-pasar(-pasar)+-2026-11-01\.xlsx$/);
    expect(long.length).toBeLessThanOrEqual('pasarlens-enterprise_dashboard-top_products--2026-11-01.xlsx'.length + 40);
  });
});
