import { observationSchema, type Day, type Observation, type VariantObservation } from '../observation.ts';
import type { RawPayload } from '../simulator/types.ts';
import { blibliSearchParser } from './blibli-search.ts';
import type { PayloadParser } from './common.ts';
import { lazadaListItemParser } from './lazada-list-item.ts';
import { shopeeItemBasicParser } from './shopee-item-basic.ts';
import { shopeeItemDataParser } from './shopee-item-data.ts';
import { shopeeVariantsOf } from './shopee-models.ts';
import { tiktokProductCardParser } from './tiktok-product-card.ts';
import { tokopediaProductParser } from './tokopedia-product.ts';
import { tokopediaSearchParser } from './tokopedia-search.ts';

type ProductPayloadShape = Exclude<RawPayload['shape'], 'shopee.item.models'>;
const MODELS = 'shopee.item.models';

const PARSERS: Record<ProductPayloadShape, PayloadParser> = {
  'shopee.search.item_basic': shopeeItemBasicParser,
  'shopee.search.item_data': shopeeItemDataParser,
  'tokopedia.searchProductV5': tokopediaSearchParser,
  'tokopedia.product': tokopediaProductParser,
  'tiktok.product_card': tiktokProductCardParser,
  'lazada.search.listItem': lazadaListItemParser,
  'blibli.search.product': blibliSearchParser,
};

const variantsSchema = observationSchema.shape.variants;

export interface ParsedPayloads {
  observations: Observation[];
  /** Payloads that did not match their shape (or led to an invalid observation), per shape. */
  skipped: Record<string, number>;
}

/**
 * Parses one day's marketplace payloads into normalised observations, each validated with
 * observationSchema. A payload that does not match its shape is skipped and counted under the
 * shape, never half-written: a search or product payload yields nothing, a Shopee models payload
 * leaves its product without variants (spec §5). Models for an item that is not among the day's
 * observations are skipped too. Models may come before or after their item.
 */
export function parsePayloads(day: Day, payloads: readonly RawPayload[]): ParsedPayloads {
  const skipped: Record<string, number> = {};
  const skip = (shape: string) => {
    skipped[shape] = (skipped[shape] ?? 0) + 1;
  };
  const observations: Observation[] = [];
  const shopeeItems = new Map<string, Observation>();
  /** Valid models whose item has not come yet. */
  const waiting = new Map<string, VariantObservation[]>();

  for (const payload of payloads) {
    if (payload.shape === MODELS) {
      const variants = shopeeVariantsOf(payload.body);
      const checked = variants && variantsSchema.safeParse(variants);
      if (!checked?.success) skip(MODELS);
      else {
        const item = shopeeItems.get(String(payload.itemId));
        if (item) item.variants = checked.data;
        else waiting.set(String(payload.itemId), checked.data);
      }
      continue;
    }
    // Payloads come from outside (the extension, a crawler): the shape may be one we do not know.
    const parser: PayloadParser | undefined = PARSERS[payload.shape];
    const candidates = parser?.parse(day, payload.body);
    if (!candidates) {
      skip(String(payload.shape));
      continue;
    }
    for (const candidate of candidates) {
      const checked = observationSchema.safeParse(candidate);
      if (!checked.success) {
        skip(payload.shape);
        continue;
      }
      const observation = checked.data;
      observations.push(observation);
      if (observation.marketplace !== 'shopee') continue;
      shopeeItems.set(observation.externalId, observation);
      const variants = waiting.get(observation.externalId);
      if (variants) {
        observation.variants = variants;
        waiting.delete(observation.externalId);
      }
    }
  }
  for (let i = 0; i < waiting.size; i++) skip(MODELS);
  return { observations, skipped };
}
