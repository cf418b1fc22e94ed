import { NO_BRAND_ID } from '@pasarlens/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { namedBrands } from './brandNames.ts';

describe('brand names', () => {
  // The app loads a language's texts when it is chosen.
  beforeAll(() => i18n.loadLanguages(['en', 'zh']));

  it("names the products of no brand in the reader's language and leaves every brand's own name", () => {
    const rows = [
      { id: 8, name: 'Glowria', revenue: 10 },
      { id: NO_BRAND_ID, name: 'Tanpa merek', revenue: 5 },
    ];
    expect(namedBrands(rows, i18n.getFixedT('en')).map((b) => b.name)).toEqual(['Glowria', 'No brand']);
    expect(namedBrands(rows, i18n.getFixedT('zh')).map((b) => b.name)).toEqual(['Glowria', '无品牌']);
    expect(namedBrands(rows, i18n.getFixedT('en'))[1]!.revenue).toBe(5);
  });
});
