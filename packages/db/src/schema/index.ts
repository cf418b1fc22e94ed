export * from './accounts.ts';
export * from './market.ts';
