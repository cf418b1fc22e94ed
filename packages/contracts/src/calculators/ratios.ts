import { rupiah } from './sale.ts';

/** A ratio, or null where its denominator is zero (nothing to divide by). */
const ratio = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? numerator / denominator : null;

export interface AcosRoasInput {
  adSpend: number;
  adRevenue: number;
  /** Gross margin before advertising, in percent of the price. */
  marginPercent: number;
}

export interface AcosRoas {
  /** Ad spend as a percentage of ad revenue. */
  acosPercent: number | null;
  /** Ad revenue per rupiah of ad spend. */
  roas: number | null;
  /** The ROAS at which advertising neither earns nor loses: 100 / margin. */
  breakEvenRoas: number | null;
  /** Ad spend taken from the margin of the sales the ads brought: positive earns, negative loses. */
  profitAfterAds: number;
}

export function acosRoas({ adSpend, adRevenue, marginPercent }: AcosRoasInput): AcosRoas {
  const acos = ratio(adSpend * 100, adRevenue);
  return {
    acosPercent: acos,
    roas: ratio(adRevenue, adSpend),
    breakEvenRoas: ratio(100, marginPercent),
    profitAfterAds: rupiah((adRevenue * marginPercent) / 100 - adSpend),
  };
}

export interface TargetRoasInput {
  price: number;
  /** Gross margin before advertising, in percent. */
  marginPercent: number;
  /** The net margin the seller wants to keep after ads, in percent. */
  targetNetMarginPercent: number;
  /** Orders per click, in percent. */
  conversionRatePercent: number;
}

export interface TargetRoas {
  /** The share of the price left for ads, in percent; zero or less means no ad budget. */
  adSharePercent: number;
  targetRoas: number | null;
  maxCostPerOrder: number;
  maxCostPerClick: number;
}

export function targetRoas({
  price,
  marginPercent,
  targetNetMarginPercent,
  conversionRatePercent,
}: TargetRoasInput): TargetRoas {
  const share = marginPercent - targetNetMarginPercent;
  const maxCostPerOrder = share > 0 ? rupiah((price * share) / 100) : 0;
  return {
    adSharePercent: share,
    targetRoas: ratio(100, share),
    maxCostPerOrder,
    maxCostPerClick: rupiah((maxCostPerOrder * conversionRatePercent) / 100),
  };
}
