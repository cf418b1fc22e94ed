export * from './types.ts';
export { estimateSales } from './estimate.ts';
export * from './estimate-day.ts';
export * from './spread.ts';
export { DEFAULT_REVIEW_RATIO, learnReviewRatios, type ReviewRatio } from './review-ratio.ts';
export { RECENT_DAYS, type RecentUnits } from './recent-sold.ts';
export {
  intervalOfSum,
  intervalOfSums,
  rangeSumsOf,
  rangeSumsFromParts,
  RANGE_SUM_PARTS,
  addRangeSums,
  NO_RANGE,
  SUM_MODEL,
  type SumModel,
  type RangeSums,
  type Reading,
} from './ranges.ts';
