export * from './fee-tables.ts';
export * from './sale.ts';
export * from './ratios.ts';
export * from './profit.ts';
export * from './price.ts';
export * from './listing-sale.ts';
export { MAX_PRICE } from './search.ts';
