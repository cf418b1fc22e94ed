/**
 * Salts of the coins drawn from (seed, product, day) rather than from a product's stream: what
 * the crawler sees must not change what happens in the market, so these never touch the streams.
 */
export const COIN = {
  campaign: 0xca,
  gapStart: 0x6a,
  gapLength: 0x6b,
  card: 0x5b,
  ads: 0xad,
  adNoise: 0xae,
  bidNoise: 0xa9,
  affiliateChange: 0xaf,
  keywordNoise: 0xee,
} as const;
