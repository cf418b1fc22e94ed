export * from './estimate.ts';
export * from './spread.ts';
