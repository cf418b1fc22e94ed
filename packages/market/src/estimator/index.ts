export * from './estimate.ts';
export * from './spread.ts';
export * from './review-ratio.ts';
