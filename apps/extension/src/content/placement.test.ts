import { describe, expect, it } from 'vitest';
import { BADGE_ATTRIBUTE, badgeHost, leadsTo, placesFor } from './placement.ts';
import type { SeenProduct } from './reading.ts';

const product = (
  marketplace: SeenProduct['marketplace'],
  externalId: string,
  url: string | null = null,
): SeenProduct => ({
  marketplace,
  externalId,
  url,
});

describe("a link to a product's page", () => {
  it("is known by the product's id in each marketplace's addresses, or by the product's own address", () => {
    const base = 'https://shopee.co.id/search?keyword=kaos';
    expect(leadsTo('/Kaos-Polos-i.334455667.23456789012?sp_atk=1', product('shopee', '23456789012'), base)).toBe(true);
    expect(leadsTo('/product/334455667/23456789012', product('shopee', '23456789012'), base)).toBe(true);
    expect(
      leadsTo(
        'https://www.lazada.co.id/products/sepatu-i160094727-s182225236.html',
        product('lazada', '160094727'),
        base,
      ),
    ).toBe(true);
    expect(
      leadsTo('https://shop.tiktok.com/view/product/1729384756?region=ID', product('tiktok', '1729384756'), base),
    ).toBe(true);
    const tokopedia = product('tokopedia', '1001', 'https://www.tokopedia.com/tokokaos/kaos-polos-hitam');
    expect(leadsTo('https://www.tokopedia.com/tokokaos/kaos-polos-hitam?extParam=ivf%3Dfalse', tokopedia, base)).toBe(
      true,
    );
  });

  it('is not a link whose number only contains the id, nor another page', () => {
    const base = 'https://shopee.co.id/';
    expect(leadsTo('/Kaos-i.334455667.234567890123', product('shopee', '23456789012'), base)).toBe(false);
    expect(leadsTo('/Kaos-i.334455667.123456789012', product('shopee', '23456789012'), base)).toBe(false);
    const tokopedia = product('tokopedia', '1001', 'https://www.tokopedia.com/tokokaos/kaos-polos-hitam');
    expect(leadsTo('https://www.tokopedia.com/tokokaos/kaos-polos-putih', tokopedia, base)).toBe(false);
  });
});

describe("a product's badge places", () => {
  it("are one per card, after the card's first link, and none where the card has its badge", () => {
    document.body.innerHTML = `
      <div class="grid">
        <div class="card"><a id="picture" href="/A-i.1.111"><img alt=""></a><div><a id="name" href="/A-i.1.111">A</a></div></div>
        <div class="card"><a id="other" href="/B-i.1.222">B</a></div>
      </div>`;
    const seen = product('shopee', '111');
    const places = placesFor(document, seen);
    expect(places.map((place) => place.id)).toEqual(['picture']);
    badgeHost(document, places[0]!, '111');
    expect(document.querySelector(`#picture + [${BADGE_ATTRIBUTE}="111"]`)).not.toBeNull();
    expect(placesFor(document, seen)).toEqual([]);
  });
});
