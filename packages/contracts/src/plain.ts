/**
 * The part of the contracts that imports no zod: names, languages, the plan catalog, rupiah, the
 * marketplaces, the public pages and the calculators. The public pages' light bundle imports
 * values from here (`@pasarlens/contracts/plain`) and only types from the package itself, which
 * would bring zod and every schema (decisions/022).
 */
export * from './paths.ts';
export * from './plans.ts';
export * from './marketplaces.ts';
export * from './money.ts';
export * from './public-pages.ts';
export * from './calculators/index.ts';
