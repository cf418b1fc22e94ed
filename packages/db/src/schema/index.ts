export * from './accounts.ts';
