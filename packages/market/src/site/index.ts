export {
  startMarketSite,
  throwawayCertificate,
  type Fault,
  type FaultPlan,
  type MarketSite,
  type MarketSiteOptions,
} from './server.ts';
export type { MarketplaceShelf } from './shelf.ts';
