export * from './money.ts';
export * from './sold-text.ts';
export * from './urls.ts';
export * from './pages.ts';
