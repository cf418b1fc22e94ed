export * from './observation.ts';
export * from './days.ts';
export * from './simulator/types.ts';
export * from './estimator/index.ts';
