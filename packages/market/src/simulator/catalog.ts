/**
 * The static side of the simulated market: brands, stores, products and the traits that drive
 * their sales. Every entity draws from its own seeded stream, so a product is the same product
 * whatever the window length.
 */
import { dayFromNumber, dayNumber, unixSecondsAtDayStart } from '../calendar.ts';
import type { CategoryRef, Day, Marketplace } from '../observation.ts';
import { slugify } from '../formats/urls.ts';
import { productExternalId, productImage, productUrl, storeExternalId, variantExternalId } from './ids.ts';
import { calibrateDemand } from './calibration.ts';
import { brandName, CITIES, noBrandShareOf, storeName, storeUsername } from './names.ts';
import { clamp } from './numbers.ts';
import { MARKETPLACE_SHARE, type ResolvedOptions } from './options.ts';
import { clampPrice, roundPrice } from './pricing.ts';
import { productName } from './product-name.ts';
import { COIN } from './coins.ts';
import { cumulativeWeights, Random, unitHash } from './random.ts';
import { LEAF_CONCEPTS, taxonomyOf, type CategoryNode, type LeafConcept } from './taxonomy.ts';
import { CONCEPT_GROUPS, type BrandDomain, type ConceptGroup } from './taxonomy-data.ts';
import { optionListsOf, type VariantOption } from './variant-options.ts';

export interface CatalogBrand {
  name: string;
  domain: BrandDomain;
}

export interface CatalogStore {
  index: number;
  marketplace: Marketplace;
  externalId: string;
  name: string;
  /** Shopee's username, Tokopedia's shop domain. */
  username: string;
  location: string;
  official: boolean;
  /** Tokopedia Power Merchant, Shopee Star Seller. */
  goldenMerchant: boolean;
  lazMall: boolean;
  /** At the first simulated day; followers grow slowly afterwards. */
  followers: number;
  following: number;
  /** Percent, 0..100. */
  responseRate: number;
  /** The brand an official store sells. */
  brand: string | null;
}

export interface CatalogVariant {
  externalId: string;
  name: string;
  /** Price relative to the product's cheapest variant. */
  priceFactor: number;
}

/** What does not change about a product over the simulated window. */
export interface CatalogProduct {
  index: number;
  marketplace: Marketplace;
  externalId: string;
  storeExternalId: string;
  name: string;
  brand: string | null;
  /** Level 1 → 3. */
  categoryPath: readonly CategoryRef[];
  /** The regular price at the first simulated day (rupiah); prices move afterwards. */
  basePrice: number;
  listedOn: Day;
  /** Unix seconds of the listing. */
  listedAt: number;
  /** Empty, or 2–6 variants (sizes, colours, shades …) with the cheapest first. */
  variants: readonly CatalogVariant[];
  url: string;
  /** The image as the marketplace refers to it: a Shopee file hash, elsewhere a URL. */
  image: string;
  imageUrl: string;
}

export interface MarketCatalog {
  marketplaces: readonly Marketplace[];
  categories: readonly CategoryNode[];
  brands: readonly CatalogBrand[];
  stores: readonly CatalogStore[];
  products: readonly CatalogProduct[];
}

/** What the simulation needs about a product beyond the public catalog. */
export interface ProductModel {
  product: CatalogProduct;
  store: CatalogStore;
  leaf: LeafConcept;
  listedOnNumber: number;
  /** Expected units a day at an ordinary price on an ordinary day. */
  baseDemand: number;
  /** How the day's units split over the variants (one entry for a product without variants). */
  variantWeights: Float64Array;
  charmPricing: boolean;
  /** The shown original price over the regular price (1 = no permanent strikethrough). */
  strikeMarkup: number;
  /** Reviews per unit sold. */
  reviewRate: number;
  /** Days a new listing takes to reach its demand (a viral launch gets there in two). */
  rampDays: number;
  /** Wishlist adds per unit sold. */
  likeRate: number;
  /** Mean star rating of new reviews at the start; drifts. */
  quality: number;
  /** 0, or the 999 / 9999 that sellers who do not count their stock keep topping up to. */
  placeholderStock: number;
  /** The seller shows a stock figure of their own that sales do not move. */
  madeUpStock: boolean;
  /** The crawl opens the product's page every day, not only the first time it sees it. */
  pageDaily: boolean;
  /** The cumulative sold counter at the first simulated day (0 for a new listing). */
  initialSold: number;
}

interface StoreModel {
  store: CatalogStore;
  /** Daily follower growth rate. */
  followerGrowth: number;
  /** Relative weight of the store when listings are placed. */
  popularity: number;
  specialty: ConceptGroup;
}

export interface BuiltCatalog {
  catalog: MarketCatalog;
  products: ProductModel[];
  stores: StoreModel[];
  /** How popular each leaf concept is (LEAF_CONCEPTS index): listings and searches follow it. */
  leafWeights: readonly number[];
}

/** Share of products listed inside the window (unseen before their listing day). */
const NEW_LISTING_SHARE = 0.1;
/** Share of listings with variants (TikTok Shop's cards show none). */
const VARIANT_SHARE: Record<Marketplace, number> = {
  shopee: 0.35,
  tokopedia: 0.25,
  tiktok: 0,
  lazada: 0.3,
  blibli: 0.2,
};
/** Only leaves with a variant kind can have variants: their listings need a higher chance. */
const LEAVES_WITH_VARIANTS = LEAF_CONCEPTS.filter((leaf) => leaf.variantKind !== null).length / LEAF_CONCEPTS.length;
/** Share of Tokopedia listings whose page the crawl opens daily (for the exact counter), unless options say. */
const TOKOPEDIA_PAGE_SHARE = 0.6;
/** About one store per 20 listings and one brand per 12. */
const PRODUCTS_PER_STORE = 20;
const PRODUCTS_PER_BRAND = 12;
/** When each marketplace opened in Indonesia: no listing is older. */
const LAUNCHED: Record<Marketplace, Day> = {
  shopee: '2015-12-01',
  tokopedia: '2009-08-17',
  tiktok: '2021-04-17',
  lazada: '2012-03-01',
  blibli: '2011-07-01',
};
/**
 * Older listings are dated back from a point that does not move when a longer or shorter window
 * ends on the same day (as long as it is at most this long), so their listing days stay put.
 */
const LISTING_ANCHOR_DAYS = 90;

export function buildCatalog(options: ResolvedOptions): BuiltCatalog {
  const { marketplaces } = options;
  const shares = cumulativeWeights(marketplaces.map((m) => MARKETPLACE_SHARE[m]));
  const shareTotal = shares[shares.length - 1] ?? 1;
  const leafWeights = LEAF_CONCEPTS.map((leaf) =>
    new Random(options.seed, 'leaf-weight', leaf.index).lognormal(0, 0.5),
  );
  const brands = buildBrands(options);
  const stores: StoreModel[] = [];
  for (const marketplace of marketplaces) {
    const expected = (options.products * MARKETPLACE_SHARE[marketplace]) / shareTotal;
    const count = Math.max(2, Math.round(expected / PRODUCTS_PER_STORE));
    stores.push(...buildStores(options, marketplace, count, brands, stores.length));
  }
  const products = buildProducts(options, shares, stores, brands, leafWeights);
  calibrateDemand(products, marketplaces);
  return {
    catalog: {
      marketplaces,
      categories: marketplaces.flatMap((m) => taxonomyOf(m).nodes),
      brands: brands.all,
      stores: stores.map((s) => s.store),
      products: products.map((p) => p.product),
    },
    products,
    stores,
    leafWeights,
  };
}

// ---------------------------------------------------------------- brands

interface BrandBook {
  all: CatalogBrand[];
  /** Per domain: brands and their cumulative popularity (a few brands are big). */
  byDomain: Map<BrandDomain, { brands: CatalogBrand[]; cumulative: Float64Array }>;
}

function groupWeightsByDomain(): Map<BrandDomain, number> {
  const weights = new Map<BrandDomain, number>();
  for (const group of CONCEPT_GROUPS) weights.set(group.domain, (weights.get(group.domain) ?? 0) + group.weight);
  return weights;
}

function buildBrands(options: ResolvedOptions): BrandBook {
  const random = new Random(options.seed, 'brands');
  const domainWeights = groupWeightsByDomain();
  const totalWeight = [...domainWeights.values()].reduce((a, b) => a + b, 0);
  const total = Math.max(domainWeights.size * 3, Math.round(options.products / PRODUCTS_PER_BRAND));
  const taken = new Set<string>();
  const book: BrandBook = { all: [], byDomain: new Map() };
  for (const [domain, weight] of domainWeights) {
    const count = Math.max(3, Math.round((total * weight) / totalWeight));
    const brands = Array.from({ length: count }, () => ({ name: brandName(random, domain, taken), domain }));
    book.all.push(...brands);
    book.byDomain.set(domain, {
      brands,
      cumulative: cumulativeWeights(brands.map((_, rank) => 1 / (rank + 1) ** 0.9)),
    });
  }
  return book;
}

function pickBrand(random: Random, book: BrandBook, domain: BrandDomain): CatalogBrand {
  const entry = book.byDomain.get(domain);
  const brand = entry?.brands[random.weightedIndex(entry.cumulative)];
  if (!brand) throw new Error(`No brands for ${domain}`);
  return brand;
}

// ---------------------------------------------------------------- stores

/** Listings each category family has at least, on a marketplace with twice as many in all. */
const MIN_PRODUCTS_PER_GROUP = 40;
/** Stores each category family has at least, on a marketplace with twice as many stores in all. */
const MIN_STORES_PER_GROUP = 3;

const groupCumulative = (marketplace: Marketplace): Float64Array =>
  cumulativeWeights(CONCEPT_GROUPS.map((g) => g.weight * (g.affinity?.[marketplace] ?? 1)));

const cityCumulative = cumulativeWeights(CITIES.map(([, weight]) => weight));

function buildStores(
  options: ResolvedOptions,
  marketplace: Marketplace,
  count: number,
  brands: BrandBook,
  firstIndex: number,
): StoreModel[] {
  const groups = groupCumulative(marketplace);
  const seeded =
    count >= 2 * MIN_STORES_PER_GROUP * CONCEPT_GROUPS.length ? MIN_STORES_PER_GROUP * CONCEPT_GROUPS.length : 0;
  const takenNames = new Set<string>();
  const takenUsernames = new Set<string>();
  const officialBrands = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const index = firstIndex + i;
    const random = new Random(options.seed, `store:${marketplace}`, i);
    const drawn = CONCEPT_GROUPS[random.weightedIndex(groups)] ?? CONCEPT_GROUPS[0]!;
    // Where there are enough stores, every category family has a few: no level-1 category rests on one seller.
    const specialty = i < seeded ? CONCEPT_GROUPS[i % CONCEPT_GROUPS.length]! : drawn;
    const city = CITIES[random.weightedIndex(cityCumulative)]?.[0] ?? 'Jakarta Barat';
    const candidateBrand = random.chance(0.06) ? pickBrand(random, brands, specialty.domain).name : null;
    const brand = candidateBrand !== null && !officialBrands.has(candidateBrand) ? candidateBrand : null;
    if (brand !== null) officialBrands.add(brand);
    const official = brand !== null;
    const name = storeName(random, specialty.domain, city, brand, takenNames);
    const goldenMerchant =
      !official && random.chance(marketplace === 'tokopedia' ? 0.3 : marketplace === 'tiktok' ? 0.1 : 0.2);
    const popularity = Math.min(400, random.pareto(1.15)) * (official ? 4 : goldenMerchant ? 2 : 1);
    const followers = Math.round(random.lognormal(6.3, 1.5) * popularity ** 0.6 * (official ? 8 : 1));
    const store: CatalogStore = {
      index,
      marketplace,
      externalId: storeExternalId(marketplace, index, options.seed, name),
      name,
      username: storeUsername(name, takenUsernames),
      location: city,
      official,
      goldenMerchant,
      lazMall: official && marketplace === 'lazada',
      followers,
      following: Math.round(random.lognormal(2.5, 1.3)),
      responseRate: clamp(Math.round(100 - random.lognormal(1.2, 1.1)), 35, 100),
      brand,
    };
    return { store, followerGrowth: random.between(0.0003, 0.004), popularity, specialty };
  });
}

// ---------------------------------------------------------------- products

interface Stores {
  models: StoreModel[];
  cumulative: Float64Array;
}

/** A marketplace's stores by popularity, all and per category family. */
interface StoreIndex extends Stores {
  byGroup: Map<ConceptGroup, Stores>;
}

function indexStores(stores: StoreModel[], marketplaces: readonly Marketplace[]): Map<Marketplace, StoreIndex> {
  const index = (models: StoreModel[]): Stores => ({
    models,
    cumulative: cumulativeWeights(models.map((s) => s.popularity)),
  });
  return new Map(
    marketplaces.map((m) => {
      const models = stores.filter((s) => s.store.marketplace === m);
      const byGroup = new Map(
        CONCEPT_GROUPS.map((g) => [g, index(models.filter((s) => s.specialty === g))] as const).filter(
          ([, group]) => group.models.length > 0,
        ),
      );
      return [m, { ...index(models), byGroup }];
    }),
  );
}

function leavesByGroup(
  leafWeights: readonly number[],
): Map<ConceptGroup, { leaves: LeafConcept[]; cumulative: Float64Array }> {
  return new Map(
    CONCEPT_GROUPS.map((group) => {
      const leaves = LEAF_CONCEPTS.filter((leaf) => leaf.group === group);
      return [group, { leaves, cumulative: cumulativeWeights(leaves.map((leaf) => leafWeights[leaf.index] ?? 1)) }];
    }),
  );
}

/**
 * Whether the crawl opens the product's page every day: Shopee's for the variants (its cards list
 * none), Tokopedia's for the exact counter and the stock (its cards show a bucket), by a coin in a
 * set share (bucketedCardShare) so the market behind the cards stays the same whatever the mix.
 */
function pageDaily(options: ResolvedOptions, marketplace: Marketplace, index: number, hasVariants: boolean): boolean {
  if (marketplace === 'shopee') return hasVariants;
  if (marketplace !== 'tokopedia') return false;
  const bucketedShare = options.bucketedCardShare ?? 1 - TOKOPEDIA_PAGE_SHARE;
  return unitHash(options.seed, index, 0, COIN.card) >= bucketedShare;
}

/** 2–6 options of the leaf's variant kind, in list order. */
function variantOptions(random: Random, lists: readonly (readonly VariantOption[])[]): VariantOption[] {
  const [first = [], second] = lists;
  if (second === undefined) {
    const count = Math.min(first.length, random.intBetween(2, 6));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.int(first.length));
    return [...chosen].sort((a, b) => a - b).map((i) => first[i]!);
  }
  const colours = variantOptions(random, [first]).slice(0, random.intBetween(1, 2));
  const sizes = variantOptions(random, [second]).slice(0, 3);
  return colours.flatMap((c) =>
    sizes.map((s) => ({ name: `${c.name},${s.name}`, priceFactor: c.priceFactor * s.priceFactor })),
  );
}

function listingDay(random: Random, options: ResolvedOptions, marketplace: Marketplace): number {
  if (random.chance(NEW_LISTING_SHARE)) return options.firstDayNumber + random.int(options.days);
  const anchor = Math.min(options.firstDayNumber, options.lastDayNumber - LISTING_ANCHOR_DAYS + 1);
  const age = 1 + Math.floor(-Math.log(1 - random.next()) * 550);
  return Math.min(options.firstDayNumber - 1, Math.max(dayNumber(LAUNCHED[marketplace]), anchor - age));
}

/** The variants of a new listing, priced relative to the cheapest; most listings have none. */
function variantsOf(
  random: Random,
  leaf: LeafConcept,
  marketplace: Marketplace,
  index: number,
  productId: string,
): CatalogVariant[] {
  if (leaf.variantKind === null || !random.chance(VARIANT_SHARE[marketplace] / LEAVES_WITH_VARIANTS)) return [];
  const options = variantOptions(random, optionListsOf(leaf.variantKind));
  const cheapest = Math.min(...options.map((o) => o.priceFactor));
  return options.map((o, v) => ({
    externalId: variantExternalId(marketplace, index, v, productId),
    name: o.name,
    priceFactor: o.priceFactor / cheapest,
  }));
}

function buildProducts(
  options: ResolvedOptions,
  shares: Float64Array,
  stores: StoreModel[],
  brands: BrandBook,
  leafWeights: readonly number[],
): ProductModel[] {
  const storeIndex = indexStores(stores, options.marketplaces);
  const groupLeaves = leavesByGroup(leafWeights);
  const takenKeys = new Map<number, Set<string>>();
  const models: ProductModel[] = [];
  const seated = new Map<Marketplace, number>();
  const seats = new Map(
    options.marketplaces.map((m, i) => {
      const expected = (options.products * (shares[i]! - (shares[i - 1] ?? 0))) / shares[shares.length - 1]!;
      const seatsNeeded = MIN_PRODUCTS_PER_GROUP * CONCEPT_GROUPS.length;
      return [m, expected >= 2 * seatsNeeded ? seatsNeeded : 0] as const;
    }),
  );
  for (let index = 0; index < options.products; index++) {
    const random = new Random(options.seed, 'product', index);
    const marketplace = options.marketplaces[random.weightedIndex(shares)]!;
    const stores = storeIndex.get(marketplace)!;
    const drawn = stores.models[random.weightedIndex(stores.cumulative)]!;
    // The first listings of a marketplace go round its category families: none is left with a handful.
    const seat = seated.get(marketplace) ?? 0;
    seated.set(marketplace, seat + 1);
    const family =
      seat < seats.get(marketplace)! ? stores.byGroup.get(CONCEPT_GROUPS[seat % CONCEPT_GROUPS.length]!) : undefined;
    const storeModel = family ? family.models[random.weightedIndex(family.cumulative)]! : drawn;
    const store = storeModel.store;
    // A store sells within its one category family (a beauty store sells no printers).
    const group = storeModel.specialty;
    const { leaves, cumulative: leafCumulative } = groupLeaves.get(group)!;
    const leaf = leaves[random.weightedIndex(leafCumulative)]!;
    const brand =
      store.brand ??
      (random.chance(noBrandShareOf(group.domain)) ? null : pickBrand(random, brands, group.domain).name);
    const name = productName(random, leaf, brand);
    const charmPricing = random.chance(0.45);
    const basePrice = roundPrice(
      clampPrice(leaf.medianPrice * random.lognormal(0, 0.45) * (store.official ? 1.2 : 1)),
      charmPricing,
    );
    const externalId = productExternalId(marketplace, index, options.seed, store.externalId);
    const variants = variantsOf(random, leaf, marketplace, index, externalId);
    const listedOnNumber = listingDay(random, options, marketplace);
    const keys = takenKeys.get(store.index) ?? new Set<string>();
    takenKeys.set(store.index, keys);
    const productKey = uniqueKey(slugify(name) || 'produk', keys);
    const { image, imageUrl } = productImage(marketplace, index, options.seed);
    const product: CatalogProduct = {
      index,
      marketplace,
      externalId,
      storeExternalId: store.externalId,
      name,
      brand,
      categoryPath: taxonomyOf(marketplace).leafPaths[leaf.index]!,
      basePrice,
      listedOn: dayFromNumber(listedOnNumber),
      listedAt: unixSecondsAtDayStart(listedOnNumber) + random.int(86_400),
      variants,
      url: productUrl({
        marketplace,
        name,
        externalId,
        storeExternalId: store.externalId,
        storeUsername: store.username,
        productKey,
        firstVariantId: variants[0]?.externalId ?? variantExternalId(marketplace, index, 0, externalId),
      }),
      image,
      imageUrl,
    };
    const baseDemand = demandOf(random, leaf, leafWeights, basePrice, storeModel, brand);
    const age = options.firstDayNumber - listedOnNumber;
    const [fewestReviews, mostReviews] = options.behaviour.reviewShare;
    const model: ProductModel = {
      product,
      store,
      leaf,
      listedOnNumber,
      baseDemand,
      // Some variants sell far more than others.
      variantWeights: Float64Array.from(variants.length > 0 ? variants.map(() => random.lognormal(0, 0.8)) : [1]),
      charmPricing,
      strikeMarkup: random.chance(0.35) ? random.between(1.1, 1.9) : 1,
      reviewRate: Math.exp(random.between(Math.log(fewestReviews), Math.log(mostReviews))),
      rampDays: 10,
      likeRate: random.between(0.3, 2.5),
      quality: random.between(4.3, 5),
      placeholderStock: random.chance(0.12) && baseDemand < 20 ? random.pick([999, 9999]) : 0,
      madeUpStock: false,
      pageDaily: pageDaily(options, marketplace, index, variants.length > 0),
      initialSold: age > 0 ? Math.round(baseDemand * Math.min(age, 730) * random.lognormal(-0.3, 0.5)) : 0,
    };
    // Sellers who type a figure keep one for the whole listing (variants' stocks they do count).
    model.madeUpStock = random.chance(options.behaviour.madeUpStockShare) && variants.length === 0;
    if (age <= 0 && random.chance(options.behaviour.fastListingShare)) {
      model.baseDemand = viralDemand(random, baseDemand, basePrice);
      model.rampDays = 2;
    }
    models.push(model);
  }
  return models;
}

/**
 * Expected units a day: a heavy-tailed draw (most products sell almost nothing, a few sell
 * thousands), more in popular leaves, big stores and brands, less above the leaf's usual price.
 */
function demandOf(
  random: Random,
  leaf: LeafConcept,
  leafWeights: readonly number[],
  price: number,
  store: StoreModel,
  brand: string | null,
): number {
  const tail = random.lognormal(Math.log(0.3), 1.6);
  const leafPull = leafWeights[leaf.index] ?? 1;
  const storePull = store.popularity ** 0.25;
  const brandPull = store.store.official ? 1.6 : brand !== null ? 1.15 : 1;
  const pricePull = (price / leaf.medianPrice) ** -0.6;
  return tail * leafPull * storePull * brandPull * pricePull;
}

/** A viral launch sells a day what a top seller at its price sells: many times its ordinary demand, dear products fewer. */
const VIRAL_UNITS_AT_100K = 600;

function viralDemand(random: Random, ordinary: number, price: number): number {
  return Math.min(
    ordinary * random.lognormal(Math.log(20), 0.7),
    VIRAL_UNITS_AT_100K * Math.min(1, (100_000 / price) ** 0.7),
  );
}

function uniqueKey(base: string, taken: Set<string>): string {
  let key = base;
  for (let n = 1; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}
