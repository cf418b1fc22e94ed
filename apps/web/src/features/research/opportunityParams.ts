import {
  MAX_COST_SHARE,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_SORT_KEYS,
  type OpportunityKind,
  type OpportunitySortKey,
} from '@pasarlens/contracts';

/**
 * The opportunities page's own URL names, beside research's (params.ts): kind (niche | product),
 * sort, and the cost basis — cost (rupiah per unit) or cost_share (0–0.95 of the price), one of them.
 */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

export const opportunityKindParam = (params: URLSearchParams): OpportunityKind =>
  oneOf(OPPORTUNITY_KINDS, params.get('kind')) ?? 'niche';

export const opportunitySortParam = (params: URLSearchParams): OpportunitySortKey | undefined =>
  oneOf(OPPORTUNITY_SORT_KEYS, params.get('sort'));

export type CostBasisParam = { cost: number } | { cost_share: number } | Record<string, never>;

/** The cost the user set, if any: an amount wins over a share when the URL holds both. */
export function costBasisParam(params: URLSearchParams): CostBasisParam {
  const cost = Number(params.get('cost') ?? Number.NaN);
  if (params.get('cost') && Number.isInteger(cost) && cost >= 0) return { cost };
  const share = Number(params.get('cost_share') ?? Number.NaN);
  if (params.get('cost_share') && share >= 0 && share <= MAX_COST_SHARE) return { cost_share: share };
  return {};
}
