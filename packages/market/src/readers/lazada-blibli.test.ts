import { describe, expect, it } from 'vitest';
import { copyOf, productWith, readOk } from '../testing/readings.ts';
import blibli from './fixtures/blibli-search-products.json';
import lazada from './fixtures/lazada-catalog.json';
import { readAnswer } from './read-answer.ts';

describe("Lazada's catalog (mods.listItems)", () => {
  const reading = readOk(lazada, 'lazada.catalog');

  it('reads the numbers written as strings, the sold text and the category ids', () => {
    expect(productWith(reading, '7812340001')).toMatchObject({
      url: 'https://www.lazada.co.id/products/sepatu-sneakers-wanita-putih-i7812340001-s7812340008.html',
      price: 125_000,
      originalPrice: 179_000,
      rating: 4.83,
      reviewCount: 52,
      sold: { kind: 'bucket', lower: 1_200, upper: 1_300 },
      brand: null,
      category: {
        externalId: '4419',
        name: null,
        path: [{ externalId: '3' }, { externalId: '4402' }, { externalId: '4419' }],
      },
      location: 'Jawa Barat',
      stock: null,
      store: { externalId: '1000123456', name: 'Sneaker Corner', lazMall: false, followers: null },
    });
  });

  it('reads an item out of stock, and leaves the sold count of an answer without its text unknown', () => {
    expect(productWith(reading, '7812340002')).toMatchObject({
      stock: 0,
      rating: null,
      reviewCount: 0,
      sold: null,
      brand: 'Ardiles',
      price: 349_000,
      originalPrice: 349_000,
    });
  });

  it("refuses other countries' sites, the anti-bot answer and addresses of no catalog", () => {
    expect(readAnswer({ ...lazada, url: lazada.url.replace('lazada.co.id', 'lazada.com.my') })).toMatchObject({
      marketplace: 'lazada',
      refused: 'foreign_site',
    });
    const blocked = copyOf(lazada);
    blocked.body = {
      ret: ['FAIL_SYS_USER_VALIDATE::哎哟喂,被挤爆啦,请稍后重试!'],
      data: { url: 'https://www.lazada.co.id/…' },
    };
    expect(readAnswer(blocked)).toMatchObject({ refused: 'marketplace_error' });
    const page = { ...lazada, url: 'https://www.lazada.co.id/products/sepatu-i7812340001.html' };
    expect(readAnswer(page)).toMatchObject({ refused: 'unknown_address' });
  });
});

describe("Blibli's search (backend/search/products)", () => {
  const reading = readOk(blibli, 'blibli.search.products');

  it('reads absoluteRating as the rating, the sold range, and the category ids named where the answer names them', () => {
    expect(productWith(reading, 'WAR-60021-00123')).toMatchObject({
      url: 'https://www.blibli.com/p/sabun-mandi-cair-450ml/ps--WAR-60021-00123',
      price: 38_500,
      originalPrice: 45_000,
      rating: 4.9,
      reviewCount: 1_520,
      sold: { kind: 'bucket', lower: 12_300, upper: 12_400 },
      brand: 'Wardah',
      category: {
        externalId: 'SA-1000312',
        name: null,
        path: [
          { externalId: '54650', name: 'Perawatan Tubuh' },
          { externalId: 'PE-1000639', name: 'Perawatan Tubuh & Mandi' },
          { externalId: 'SA-1000312', name: null },
        ],
      },
      store: { externalId: 'WAR-60021', official: true, goldenMerchant: true, location: 'Kota Jakarta Timur' },
    });
  });

  it('reads what is absent rather than null as unknown: no soldRangeCount, no strikeThroughPriceDisplay', () => {
    expect(productWith(reading, 'UM2-60023-00010')).toMatchObject({
      storeExternalId: 'UM2-60023',
      sold: null,
      price: 21_000,
      originalPrice: 21_000,
      rating: 4.4,
      stock: 0,
      brand: null,
      store: { goldenMerchant: false, official: false },
    });
  });

  it("refuses Blibli's error answers", () => {
    const failed = copyOf(blibli);
    failed.body = { code: 500, status: 'INTERNAL_SERVER_ERROR', errors: {} };
    expect(readAnswer(failed)).toMatchObject({ marketplace: 'blibli', refused: 'marketplace_error' });
  });
});
