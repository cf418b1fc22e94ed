import { z } from 'zod';
import { tokopediaKeysFromUrl } from '../formats/urls.ts';

/**
 * A product URL on tokopedia.com/{shopDomain}/{productKey}, read into its keys (spec §3: the
 * shop domain and product key come from the URL's path); anything else fails the schema.
 */
export const tokopediaProductUrl = z.string().transform((url, ctx) => {
  const keys = tokopediaKeysFromUrl(url);
  if (!keys) {
    ctx.addIssue({ code: 'custom', message: `Not a Tokopedia product URL: ${url}` });
    return z.NEVER;
  }
  return { url, shopDomain: keys.shopDomain, productKey: keys.productKey };
});

export const tokopediaCategory = z.object({ id: z.number(), name: z.string() });
