import type { PriceAlert, WatchableProduct } from '@pasarlens/contracts';

/** A price alert and the product it watches, as the API sends them, for the FakeApi. */

export const product: WatchableProduct = {
  id: 42,
  name: 'Serum Wajah Glow',
  url: 'https://shopee.co.id/serum-i.1.42',
  imageUrl: null,
  platform: 'shopee',
  store: { id: 7, name: 'Glowria Official' },
  price: 50_000,
  stock: 120,
  lowest30: 52_000,
  day: '2026-11-20',
};
export const alert: PriceAlert = {
  id: 3,
  product: { id: 42, name: 'Serum Wajah Glow', url: product.url, imageUrl: null },
  store: product.store,
  platform: 'shopee',
  condition: 'less_than',
  minimum: null,
  target: 45_000,
  maximum: null,
  unit: null,
  basePrice: 50_000,
  notes: null,
  lastPrice: 50_000,
  lastStock: 120,
  lastChange: null,
  is_active: true,
  state: 'active',
  createdAt: '2026-11-20T03:00:00.000Z',
};
