export * from './fee-tables.ts';
export * from './sale.ts';
export * from './ratios.ts';
export * from './profit.ts';
export * from './price.ts';
export { MAX_PRICE } from './search.ts';
