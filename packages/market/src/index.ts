export * from './observation.ts';
export * from './days.ts';
export * from './simulator/types.ts';
export * from './simulator/index.ts';
export * from './formats/index.ts';
export * from './estimator/index.ts';
export * from './readers/index.ts';
