export * from './validation.ts';
export * from './errors.ts';
export * from './personas.ts';
export * from './auth.ts';
export * from './paths.ts';
export * from './plans.ts';
export * from './billing.ts';
export * from './research.ts';
