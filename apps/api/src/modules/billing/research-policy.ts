import { FREE_RESULT_LIMIT, type Entitlements } from '@pasarlens/contracts';

/**
 * What a plan lets a caller see of a research answer (spec §6), decided here alone: with research
 * support, the page, size and order asked for; without, the first FREE_RESULT_LIMIT rows of the
 * first page in the default order, and the paywall.
 */
export interface ResearchPolicy {
  readonly premium: boolean;
  /** The flags every research answer carries. */
  readonly flags: { isPremium: boolean; showPaywall: boolean };
  /** The rows of a page: as asked, or the free few. */
  rows(asked: number): number;
  /** The page (or first row) shown: as asked, or the first. */
  page<T>(asked: T, first: T): T;
}

export function researchPolicy(rights: Pick<Entitlements, 'researchSupport'>): ResearchPolicy {
  const premium = rights.researchSupport;
  return {
    premium,
    flags: { isPremium: premium, showPaywall: !premium },
    rows: (asked) => (premium ? asked : FREE_RESULT_LIMIT),
    page: (asked, first) => (premium ? asked : first),
  };
}
