import { describe, expect, it } from 'vitest';
import { renderBadge, type BadgeContext, type BadgeView } from './badge.ts';

const known: BadgeView = {
  externalId: '23456789012',
  status: 'known',
  productId: 42,
  units30: 1_234,
  revenue30: 150_000_000,
  measuredDays30: 30,
  confidence30: { high: 0.8, medium: 0.2, low: 0 },
  historyPath: '/app/history/product/42',
};
const context: BadgeContext = { language: 'id', appOrigin: 'https://app.pasarlens.test', asOf: '2026-11-20' };

function draw(view: BadgeView, ctx = context) {
  const host = document.createElement('span');
  document.body.append(host);
  const root = renderBadge(host, view, ctx);
  return { host, root, text: root.querySelector('.badge')!.textContent ?? '' };
}

describe('a product badge', () => {
  it("shows the 30-day units and revenue in rupiah, provenance, confidence and as-of day, and links to the product's history", () => {
    const { host, root, text } = draw(known);
    expect(text).toContain('1,2\u00a0rb terjual · 30 hari');
    expect(text).toContain('Omzet Rp 150\u00a0jt');
    expect(text).toContain('terukur');
    expect(text).toContain('keyakinan tinggi');
    expect(text).toContain('data per 20 Nov');
    const link = root.querySelector('a')!;
    expect(link.href).toBe('https://app.pasarlens.test/app/history/product/42');
    expect(link.target).toBe('_blank');
    expect(host.dataset.pasarlensStatus).toBe('known');
  });

  it("speaks the user's language", () => {
    expect(draw(known, { ...context, language: 'en' }).text).toContain('1.2k sold · 30 days');
    expect(draw(known, { ...context, language: 'en' }).text).toContain('Revenue Rp 150\u00a0m');
    expect(draw({ ...known, measuredDays30: 12 }, { ...context, language: 'en' }).text).toContain(
      '12/30 days measured',
    );
    expect(draw({ ...known, measuredDays30: 0 }, { ...context, language: 'zh' }).text).toContain('估算');
  });

  it('says when we have no data, when the plan hides the figures, and when the extension is not connected', () => {
    expect(draw({ externalId: '1', status: 'unknown' }).text).toBe('Belum ada data di Pasarlens');
    const locked = draw({ externalId: '1', status: 'locked', historyPath: '/app/history/product/7' });
    expect(locked.text).toContain('paket berbayar');
    expect(locked.root.querySelector('a')!.href).toBe('https://app.pasarlens.test/harga');
    const notConnected = draw({ status: 'refused', refusal: 'not_connected' });
    expect(notConnected.root.querySelector('a')!.href).toBe('https://app.pasarlens.test/app/extension/connect');
    expect(draw({ status: 'refused', refusal: 'tokens_used_up' }).text).toContain('Token Pasarlens habis');
  });

  it("keeps its styles in its shadow root, out of the page's reach, and is drawn again in place", () => {
    const style = document.createElement('style');
    style.textContent = 'div { display: none !important; }';
    document.head.append(style);
    const { host, root } = draw(known);
    expect(root.querySelector('style')!.textContent).toContain(':host');
    expect(document.querySelector('.badge')).toBeNull();
    expect(host.children).toHaveLength(0);
    renderBadge(host, { externalId: '1', status: 'unknown' }, context);
    expect(root.querySelectorAll('.badge')).toHaveLength(1);
    expect(host.dataset.pasarlensStatus).toBe('unknown');
    style.remove();
  });
});
