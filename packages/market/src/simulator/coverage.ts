import { COIN } from './coins.ts';
import { unitHash } from './random.ts';

/** Mean gap length: half are single days, half runs of 2–5 days. */
const MEAN_GAP = 0.5 * 1 + 0.5 * 3.5;

/**
 * Which product-days the crawler misses: a share `missingDayRate` of them, partly isolated days
 * and partly runs of 2–5 days, each followed by at least one seen day. Decided by coins, so the
 * market itself is the same at any rate.
 */
export class CrawlCoverage {
  /** Days left of the current gap, counting the seen day that closes it. */
  private readonly gapLeft: Uint8Array;
  private readonly startChance: number;

  constructor(
    private readonly seed: number,
    products: number,
    missingDayRate: number,
  ) {
    this.gapLeft = new Uint8Array(products);
    // Each day outside a gap starts one with chance p, which takes L missed days and a seen one:
    // share = p·L / (1 + p·L), so p = share / (L · (1 − share)); beyond L / (1 + L) ≈ 0.69 every
    // seen day starts a gap and the share stays there.
    this.startChance = missingDayRate / (MEAN_GAP * (1 - missingDayRate));
  }

  /** Call once per product and day, in day order. */
  seen(product: number, dayNumber: number): boolean {
    if (this.startChance === 0) return true;
    const left = this.gapLeft[product] ?? 0;
    if (left > 0) {
      this.gapLeft[product] = left - 1;
      return left === 1;
    }
    if (unitHash(this.seed, product, dayNumber, COIN.gapStart) >= this.startChance) return true;
    const u = unitHash(this.seed, product, dayNumber, COIN.gapLength);
    const length = u < 0.5 ? 1 : 2 + Math.floor((u - 0.5) * 8);
    this.gapLeft[product] = length;
    return false;
  }
}
