export * from './accounts.ts';
export * from './market.ts';
export * from './billing.ts';
export * from './shared-state.ts';
export * from './listings.ts';
export * from './downloads.ts';
