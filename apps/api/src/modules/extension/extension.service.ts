import {
  productHistoryPath,
  type ExtensionProduct,
  type ExtensionProducts,
  type ExtensionProductsInput,
} from '@pasarlens/contracts';
import type { AppContext } from '../../context.ts';
import type { Access } from '../billing/access.service.ts';
import { researchPolicy } from '../billing/research-policy.ts';
import { researchService } from '../research/research.service.ts';
import * as repo from './extension.repo.ts';

/**
 * Our figures beside the products of a marketplace page (decisions/038): the products we know are
 * read as a page of product research — the same gating and charge —, the others said unknown.
 */
export function extensionService(ctx: AppContext) {
  const research = researchService(ctx);
  return {
    async products(access: Access, input: ExtensionProductsInput): Promise<ExtensionProducts> {
      const asked = [...new Set(input.externalIds)];
      const known = await repo.productIdsOf(ctx.database, input.marketplace, asked);
      const { lastDays } = await research.marketplaces();
      const asOf = lastDays[input.marketplace] ?? null;
      const unknown = (externalId: string): ExtensionProduct => ({ externalId, status: 'unknown' });
      // Nothing known: nothing to read or charge (research would answer "not found" the same way).
      if (known.length === 0)
        return {
          items: asked.map(unknown),
          asOf,
          isPremium: researchPolicy(access.rights).premium,
          showPaywall: false,
        };

      const answer = await research.productsShown(
        access,
        input.marketplace,
        known.map((k) => k.id),
      );
      const figures = new Map(answer.data.items.map((p) => [p.productId, p]));
      const ours = new Map(known.map((k) => [k.externalId, k.id]));
      const items = asked.map((externalId): ExtensionProduct => {
        const productId = ours.get(externalId);
        if (productId === undefined) return unknown(externalId);
        const found = figures.get(productId);
        const historyPath = productHistoryPath(productId);
        if (!found) return { externalId, status: 'locked', historyPath };
        return {
          externalId,
          status: 'known',
          productId,
          units30: found.units30,
          revenue30: found.revenue30,
          measuredDays30: found.measuredDays30,
          confidence30: found.confidence30,
          historyPath,
        };
      });
      return { items, asOf, isPremium: answer.isPremium, showPaywall: answer.showPaywall };
    },
  };
}
