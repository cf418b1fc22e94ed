import type { EnterpriseItemKind } from '../../lib/paths.ts';

/** The kind an item URL names (`markets` or `brands`); anything else is not an item page. */
export const kindOfSegment = (segment: string | undefined): EnterpriseItemKind | undefined =>
  segment === 'markets' ? 'market' : segment === 'brands' ? 'brand' : undefined;

/** A positive whole id from the URL, or undefined. */
export const idOfParam = (param: string | undefined): number | undefined =>
  param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : undefined;
