import { z } from 'zod';

/** How far a sales figure can be trusted (decisions/013), best first. */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/**
 * A total's confidence: the shares of its revenue (0–1, adding up to 1) whose figures had high
 * confidence (exact counters on consecutive days), medium (exact counters across missed days, or
 * display buckets that pin them within ±10%) and low (read off reviews or stock).
 */
export const confidenceMixSchema = z.object({ high: z.number(), medium: z.number(), low: z.number() });
export type ConfidenceMix = z.infer<typeof confidenceMixSchema>;

/** The mix of a revenue given its high- and medium-confidence parts; null where there is no revenue to weigh. */
export function confidenceMix(revenue: number, high: number, medium: number): ConfidenceMix | null {
  if (!(revenue > 0)) return null;
  const highShare = Math.min(1, Math.max(0, high / revenue));
  const mediumShare = Math.min(1 - highShare, Math.max(0, medium / revenue));
  return { high: highShare, medium: mediumShare, low: 1 - highShare - mediumShare };
}

/**
 * The 80% interval of a revenue (decisions/039): the true figure lies between `low` and `high`
 * four times in five; both equal the revenue where it was measured.
 */
export const revenueRangeSchema = z.object({ low: z.number(), high: z.number() });
export type RevenueRange = z.infer<typeof revenueRangeSchema>;

/** A single figure's confidence as a mix: all of it at its level. */
export const mixOf = (level: ConfidenceLevel): ConfidenceMix => ({ high: 0, medium: 0, low: 0, [level]: 1 });

/** The best level that at least half of the revenue reaches: what a badge on the total says. */
export function confidenceLevel(mix: ConfidenceMix): ConfidenceLevel {
  if (mix.high >= 0.5) return 'high';
  return mix.high + mix.medium >= 0.5 ? 'medium' : 'low';
}
