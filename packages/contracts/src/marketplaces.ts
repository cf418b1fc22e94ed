/** Marketplaces research covers (spec §1: Lazada and Blibli are extra data sources). */
export const RESEARCH_MARKETPLACES = ['shopee', 'tokopedia', 'tiktok', 'lazada', 'blibli'] as const;
export type ResearchMarketplace = (typeof RESEARCH_MARKETPLACES)[number];
