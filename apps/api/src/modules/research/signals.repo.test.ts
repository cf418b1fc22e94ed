import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { batch, observation } from '../../testing/market-fixtures.ts';
import { ingestDay } from '../market/ingest.service.ts';
import { keywordInsight, queryWords } from './signals.repo.ts';

let app: TestApp;
const DAY = '2026-11-05';

/*
 * Shopee: hijab products in Fashion Muslim › Hijab, a serum in Kecantikan › Perawatan Wajah.
 * Keywords: three hijab ones, two of the hijab category ("pashmina ceruty", "bergo"), and "serum
 * wajah" of the other category; volumes rise in that order of the list below.
 */
const KEYWORDS = [
  ['hijab instan', 900],
  ['hijab segi empat', 700],
  ['hijab voal', 500],
  ['pashmina ceruty', 400],
  ['bergo', 300],
  ['serum wajah', 2000],
] as const;
const hijab = [
  { externalId: '200', name: 'Fashion Muslim' },
  { externalId: '210', name: 'Hijab' },
  { externalId: '211', name: 'Hijab Instan' },
];

beforeAll(async () => {
  app = await createTestApp();
  const products = [
    observation(DAY, 'h1', 100, { name: 'Hijab Instan Jersey Premium', categoryPath: hijab, brand: null }),
    observation(DAY, 'h2', 100, { name: 'Pashmina Ceruty Babydoll Bergo Hijab', categoryPath: hijab, brand: null }),
    observation(DAY, 's1', 100),
  ];
  const keywords = KEYWORDS.map(([keyword, searchVolume]) => ({
    marketplace: 'shopee' as const,
    day: DAY,
    keyword,
    searchVolume,
  }));
  await ingestDay(app.database, batch(DAY, products, { keywords }), app.clock);
});
afterAll(() => app.close());

const related = async (query: string) =>
  (await keywordInsight(app.database, 'shopee', query, DAY))?.related.map((r) => r.keyword);

describe('keyword insight', () => {
  it('finds a keyword by the words it starts with, the most searched first, and an exact keyword before it', async () => {
    expect((await keywordInsight(app.database, 'shopee', 'hijab', DAY))?.keyword).toBe('hijab instan');
    expect((await keywordInsight(app.database, 'shopee', 'hij SEG!', DAY))?.keyword).toBe('hijab segi empat');
    expect((await keywordInsight(app.database, 'shopee', 'Hijab Voal', DAY))?.keyword).toBe('hijab voal');
    expect(await keywordInsight(app.database, 'shopee', 'sepatu', DAY)).toBeUndefined();
    expect(await keywordInsight(app.database, 'shopee', '%_', DAY)).toBeUndefined();
    expect(await keywordInsight(app.database, 'tokopedia', 'hijab', DAY)).toBeUndefined();
  });

  it('relates the other keywords the query starts, then those of its category, never another category', async () => {
    expect(await related('hijab')).toEqual(['hijab segi empat', 'hijab voal', 'pashmina ceruty', 'bergo']);
    expect(await related('serum')).toEqual([]);
  });

  it('keeps only letters and digits of the query', () => {
    expect(queryWords('  Hijab  Segi-4! ')).toEqual(['hijab', 'segi4']);
    expect(queryWords('%_ *')).toEqual([]);
  });
});
