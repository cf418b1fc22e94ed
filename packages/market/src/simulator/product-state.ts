import { civilFromDayNumber } from '../calendar.ts';
import type { ProductModel } from './catalog.ts';
import { COIN } from './coins.ts';
import { reflect } from './numbers.ts';
import { MAX_REVIEW_LAG_DAYS } from './options.ts';
import { roundPrice } from './pricing.ts';
import { cumulativeWeights, Random, unitHash } from './random.ts';
import type { DayContext } from './seasonality.ts';
import type { MarketBehaviour } from './types.ts';

/** What a payload can show of a variant at the end of a day. */
export interface VariantSnapshot {
  readonly price: number;
  readonly stock: number;
  /** Cumulative units and revenue since listing. */
  readonly soldTotal: number;
  readonly revenueTotal: number;
  /** Since the 1st of the month (Tokopedia's thisMonthEstimated…). */
  readonly monthSold: number;
  readonly monthRevenue: number;
}

/** What a payload can show of a product at the end of a day. */
export interface ProductSnapshot {
  /** The price paid today; with variants, the cheapest variant's. */
  readonly price: number;
  /** The struck-through price; equal to `price` when nothing is struck through. */
  readonly originalPrice: number;
  readonly stock: number;
  readonly soldTotal: number;
  /** Units of the last 30 days, today included (Shopee's `sold`). */
  readonly soldLast30: number;
  readonly revenueTotal: number;
  /** Reviews with 1★ … 5★. */
  readonly stars: ArrayLike<number>;
  readonly reviewCount: number;
  /** Mean stars; 0 without reviews. */
  readonly rating: number;
  readonly likedCount: number;
  /** Aligned with the catalog product's variants; empty for a product without them. */
  readonly variants: readonly VariantSnapshot[];
}

/** One stock-keeping unit: a variant, or the whole product when it has none. */
class Slot implements VariantSnapshot {
  price = 0;
  stock = 0;
  restockIn = 0;
  soldTotal = 0;
  revenueTotal = 0;
  monthSold = 0;
  monthRevenue = 0;
  unitsToday = 0;
  constructor(
    readonly priceFactor: number,
    /** Expected units a day of this slot on an ordinary day. */
    readonly dailyDemand: number,
  ) {}
}

const RECENT_DAYS = 30;
/** Reviews waiting to arrive, by arrival day number modulo this. */
const REVIEW_RING = MAX_REVIEW_LAG_DAYS + 1;
const NO_VARIANTS: readonly VariantSnapshot[] = [];

/**
 * A product's changing numbers, advanced one day at a time: price moves and discounts, demand
 * with spikes of its own, stock-outs and restocks, sales split over variants, reviews (days
 * after the sale) and wishlist adds.
 */
export class ProductState implements ProductSnapshot {
  price = 0;
  originalPrice = 0;
  soldTotal = 0;
  revenueTotal = 0;
  soldLast30 = 0;
  readonly stars = new Int32Array(5);
  reviewCount = 0;
  likedCount = 0;
  /** Today's units and revenue (the truth). */
  unitsToday = 0;
  revenueToday = 0;
  readonly variants: readonly VariantSnapshot[];

  private readonly random: Random;
  private readonly slots: Slot[];
  private readonly slotCumulative: Float64Array;
  private readonly recent = new Int32Array(RECENT_DAYS);
  private listPrice: number;
  private discount = 0;
  private discountDaysLeft = 0;
  private quality: number;
  private starSum = 0;
  /** Reviews of past sales still to come, by arrival day number modulo REVIEW_RING. */
  private readonly pendingReviews = new Int32Array(REVIEW_RING);
  private likeCarry = 0;
  private spikeDaysLeft = 0;
  private spikeBoost = 1;
  /** The stock figure a seller typed (model.madeUpStock); null: the real stock shows. */
  private shownStock: number | null = null;

  constructor(
    readonly model: ProductModel,
    private readonly seed: number,
    firstDayNumber: number,
    private readonly behaviour: MarketBehaviour,
  ) {
    this.random = new Random(seed, 'product-days', model.product.index);
    this.listPrice = model.product.basePrice;
    this.quality = model.quality;
    const weights = model.variantWeights;
    this.slotCumulative = cumulativeWeights([...weights]);
    const totalWeight = this.slotCumulative[weights.length - 1] ?? 1;
    const factors = model.product.variants.map((v) => v.priceFactor);
    this.slots = [...weights].map((w, i) => new Slot(factors[i] ?? 1, (model.baseDemand * w) / totalWeight));
    this.variants = model.product.variants.length > 0 ? this.slots : NO_VARIANTS;
    for (const slot of this.slots)
      slot.stock = this.placeholderOr(
        Math.max(1, Math.round(this.restockQuantity(slot) * this.random.between(0.3, 1))),
      );
    this.setPrices(0);
    if (model.listedOnNumber < firstDayNumber) this.recallHistory(firstDayNumber);
  }

  get stock(): number {
    if (this.shownStock !== null) return this.shownStock;
    let stock = 0;
    for (const slot of this.slots) stock += slot.stock;
    return stock;
  }

  get rating(): number {
    return this.reviewCount === 0 ? 0 : this.starSum / this.reviewCount;
  }

  /** Simulates day `ctx`; the product must be listed on or before it. */
  advance(ctx: DayContext): void {
    if (ctx.dayOfMonth === 1) for (const slot of this.slots) slot.monthSold = slot.monthRevenue = 0;
    this.movePrice(ctx);
    this.restock();
    this.editShownStock();
    this.sell(this.random.poisson(this.demandOf(ctx)));
    this.rememberRecent(ctx.dayNumber, this.unitsToday);
    this.collectReviews(ctx.dayNumber, this.unitsToday);
    this.collectLikes(this.unitsToday);
    this.quality = reflect(this.quality + (this.random.next() - 0.5) * 0.02, 4.3, 5);
  }

  /** Keeps the last 30 days' units in a ring indexed by day number. */
  private rememberRecent(dayNumber: number, units: number): void {
    const ring = dayNumber % RECENT_DAYS;
    this.soldLast30 += units - (this.recent[ring] ?? 0);
    this.recent[ring] = units;
  }

  /** Buyers add to wishlists as they buy, and a few browsers do without buying. */
  private collectLikes(units: number): void {
    this.likeCarry += units * this.model.likeRate + 0.03;
    const likes = Math.floor(this.likeCarry);
    this.likedCount += likes;
    this.likeCarry -= likes;
  }

  // ---------------------------------------------------------------- price

  private movePrice(ctx: DayContext): void {
    const random = this.random;
    if (random.chance(1 / 120))
      this.listPrice = roundPrice(this.listPrice * random.between(0.9, 1.12), this.model.charmPricing);
    if (this.discountDaysLeft > 0) this.discountDaysLeft--;
    else if (random.chance(1 / 25)) {
      this.discount = random.between(0.05, 0.4);
      this.discountDaysLeft = random.intBetween(3, 14);
    } else this.discount = 0;
    const campaign = ctx.campaign;
    const joins =
      campaign !== null &&
      unitHash(this.seed, this.model.product.index, ctx.dayNumber, COIN.campaign) < campaign.participation;
    const campaignDiscount = joins ? random.between(campaign.minDiscount, campaign.maxDiscount) : 0;
    this.setPrices(Math.max(this.discount, campaignDiscount));
  }

  private setPrices(discount: number): void {
    const charm = this.model.charmPricing;
    this.price = roundPrice(this.listPrice * (1 - discount), charm);
    this.originalPrice = Math.max(this.price, roundPrice(this.listPrice * this.model.strikeMarkup, charm));
    for (const slot of this.slots)
      slot.price = slot.priceFactor === 1 ? this.price : roundPrice(this.price * slot.priceFactor, charm);
  }

  // ---------------------------------------------------------------- stock

  private placeholderOr(quantity: number): number {
    return this.model.placeholderStock > 0 ? this.model.placeholderStock : quantity;
  }

  /** A seller who types a stock figure picks a round one and changes it every month or two, whatever sold. */
  private editShownStock(): void {
    if (!this.model.madeUpStock || (this.shownStock !== null && !this.random.chance(1 / 45))) return;
    this.shownStock = this.random.pick([50, 100, 200, 500, 999, 1000, 5000]);
  }

  private restockQuantity(slot: Slot): number {
    return Math.max(3, Math.round(slot.dailyDemand * this.random.between(14, 45))) + this.random.int(10);
  }

  private restock(): void {
    const random = this.random;
    for (const slot of this.slots) {
      if (slot.stock === 0) {
        // Sold out yesterday: the supplier takes a while, now and then a long while.
        if (slot.restockIn === 0)
          slot.restockIn = random.chance(0.04) ? random.intBetween(15, 40) : random.intBetween(1, 6);
        else if (--slot.restockIn === 0) slot.stock = this.placeholderOr(this.restockQuantity(slot));
      } else if (this.model.placeholderStock > 0) {
        if (slot.stock < 100) slot.stock = this.model.placeholderStock;
      } else if (slot.stock < slot.dailyDemand * 5 && random.chance(0.4)) {
        slot.stock += this.restockQuantity(slot);
      }
    }
  }

  // ---------------------------------------------------------------- demand and sales

  private demandOf(ctx: DayContext): number {
    const model = this.model;
    const age = ctx.dayNumber - model.listedOnNumber;
    const rampUp = age < 60 ? 1 - Math.exp(-(age + 1) / model.rampDays) : 1;
    const discountPull = (this.price / this.listPrice) ** -1.5;
    const noise = Math.exp(0.35 * this.random.normal());
    return (
      model.baseDemand *
      ctx.demand *
      (ctx.leafDemand[model.leaf.index] ?? 1) *
      rampUp *
      discountPull *
      noise *
      this.spike()
    );
  }

  /** A flash sale or a viral video of the product's own: a few days of many times the demand. */
  private spike(): number {
    if (this.spikeDaysLeft > 0) {
      this.spikeDaysLeft--;
      return this.spikeBoost;
    }
    if (!this.random.chance(this.behaviour.spikeChance)) return 1;
    const [low, high] = this.behaviour.spikeBoost;
    this.spikeBoost = Math.exp(this.random.between(Math.log(low), Math.log(high)));
    this.spikeDaysLeft = this.random.intBetween(0, 2);
    return this.spikeBoost;
  }

  /** Splits the day's demand over the slots by weight: a few units one by one, many in proportion. */
  private splitDemand(units: number): void {
    const slots = this.slots;
    if (slots.length === 1) {
      slots[0]!.unitsToday = units;
      return;
    }
    for (const slot of slots) slot.unitsToday = 0;
    if (units <= 12) {
      for (let u = 0; u < units; u++) slots[this.random.weightedIndex(this.slotCumulative)]!.unitsToday++;
      return;
    }
    const weights = this.model.variantWeights;
    let remaining = units;
    let remainingWeight = this.slotCumulative[slots.length - 1] ?? 1;
    for (let v = 0; v < slots.length; v++) {
      const weight = weights[v] ?? 0;
      const share =
        v === slots.length - 1
          ? remaining
          : Math.min(remaining, Math.floor((remaining * weight) / remainingWeight + this.random.next()));
      slots[v]!.unitsToday = share;
      remaining -= share;
      remainingWeight -= weight;
    }
  }

  /** Each slot sells its share of the demand, at most its stock, at its own price. */
  private sell(demand: number): void {
    this.splitDemand(demand);
    let sold = 0;
    let revenue = 0;
    for (const slot of this.slots) {
      const units = Math.min(slot.unitsToday, slot.stock);
      const slotRevenue = units * slot.price;
      slot.unitsToday = units;
      slot.stock -= units;
      slot.soldTotal += units;
      slot.revenueTotal += slotRevenue;
      slot.monthSold += units;
      slot.monthRevenue += slotRevenue;
      sold += units;
      revenue += slotRevenue;
    }
    this.unitsToday = sold;
    this.revenueToday = revenue;
    this.soldTotal += sold;
    this.revenueTotal += revenue;
  }

  // ---------------------------------------------------------------- reviews

  /** Some of today's buyers will review, each some days after delivery; today's arrivals are earlier buyers'. */
  private collectReviews(dayNumber: number, units: number): void {
    this.scheduleReviews(dayNumber, this.random.poisson(units * this.model.reviewRate));
    const slot = dayNumber % REVIEW_RING;
    const arriving = this.pendingReviews[slot] ?? 0;
    if (arriving <= 0) return;
    this.pendingReviews[slot] = 0;
    if (arriving > 40) this.addExpectedStars(arriving);
    else for (let r = 0; r < arriving; r++) this.addStars(drawStar(this.random.next(), this.quality), 1);
  }

  /** Each of `count` reviews of day `dayNumber`'s sales arrives after a lag in behaviour.reviewLagDays. */
  private scheduleReviews(dayNumber: number, count: number): void {
    const [shortest, longest] = this.behaviour.reviewLagDays;
    const lags = longest - shortest + 1;
    // Many at once: an even share per lag, the remainder on random lags.
    const each = count > 4 * lags ? Math.floor(count / lags) : 0;
    if (each > 0)
      for (let lag = shortest; lag <= longest; lag++) this.pendingReviews[(dayNumber + lag) % REVIEW_RING]! += each;
    for (let r = each * lags; r < count; r++)
      this.pendingReviews[(dayNumber + this.random.intBetween(shortest, longest)) % REVIEW_RING]! += 1;
  }

  private addStars(star: number, count: number): void {
    this.stars[star - 1] = (this.stars[star - 1] ?? 0) + count;
    this.reviewCount += count;
    this.starSum += star * count;
  }

  /** Many reviews at once: spread them as the quality's star shares say. */
  private addExpectedStars(count: number): void {
    const shares = starShares(this.quality);
    let given = 0;
    for (let star = 1; star <= 4; star++) {
      const n = Math.round(count * (shares[star - 1] ?? 0));
      this.addStars(star, n);
      given += n;
    }
    this.addStars(5, Math.max(0, count - given));
  }

  // ---------------------------------------------------------------- before the window

  /** Counters of a product listed before the window: what its history would have left. */
  private recallHistory(firstDayNumber: number): void {
    const model = this.model;
    const random = this.random;
    let monthUnits = 0;
    const firstDayOfMonth = firstDayNumber - civilFromDayNumber(firstDayNumber).dayOfMonth + 1;
    for (let n = firstDayNumber - RECENT_DAYS; n < firstDayNumber; n++) {
      const units = n >= model.listedOnNumber ? random.poisson(model.baseDemand) : 0;
      this.recent[n % RECENT_DAYS] = units;
      this.soldLast30 += units;
      if (n >= firstDayOfMonth) monthUnits += units;
    }
    const sold = Math.max(model.initialSold, this.soldLast30);
    const historicPrice = this.listPrice * random.between(0.85, 1);
    const weights = model.variantWeights;
    const totalWeight = this.slotCumulative[this.slots.length - 1] ?? 1;
    let soldLeft = sold;
    let monthLeft = monthUnits;
    this.slots.forEach((slot, v) => {
      const last = v === this.slots.length - 1;
      const weight = weights[v] ?? 0;
      const slotSold = last ? soldLeft : Math.min(soldLeft, Math.round((sold * weight) / totalWeight));
      const slotMonth = last ? monthLeft : Math.min(monthLeft, Math.round((monthUnits * weight) / totalWeight));
      const unitPrice = Math.round(historicPrice * slot.priceFactor);
      soldLeft -= slotSold;
      monthLeft -= slotMonth;
      slot.soldTotal = slotSold;
      slot.revenueTotal = slotSold * unitPrice;
      slot.monthSold = slotMonth;
      slot.monthRevenue = slotMonth * unitPrice;
      this.revenueTotal += slot.revenueTotal;
    });
    this.soldTotal = sold;
    this.addExpectedStars(Math.max(0, Math.round(sold * model.reviewRate) - this.recallPendingReviews(firstDayNumber)));
    this.likedCount = Math.round(sold * model.likeRate);
  }

  /** The reviews of the recalled last days' sales that arrive from the first simulated day on; returns how many. */
  private recallPendingReviews(firstDayNumber: number): number {
    const [shortest, longest] = this.behaviour.reviewLagDays;
    const share = this.model.reviewRate / (longest - shortest + 1);
    const expected = new Float64Array(REVIEW_RING);
    for (let n = firstDayNumber - longest; n < firstDayNumber; n++) {
      const units = this.recent[n % RECENT_DAYS] ?? 0;
      for (let lag = shortest; lag <= longest; lag++)
        if (n + lag >= firstDayNumber) expected[(n + lag) % REVIEW_RING]! += units * share;
    }
    let pending = 0;
    expected.forEach((reviews, slot) => {
      this.pendingReviews[slot] = Math.round(reviews);
      pending += this.pendingReviews[slot]!;
    });
    return pending;
  }
}

/** Shares of 1★ … 4★ reviews for a mean of `quality` (the rest are 5★). */
function starShares(quality: number): readonly [number, number, number, number] {
  // Base shares have mean deficit 0.335 stars; scaling them gives any mean between 4.3 and 5.
  const k = (5 - quality) / 0.335;
  return [0.02 * k, 0.015 * k, 0.04 * k, 0.13 * k];
}

function drawStar(u: number, quality: number): number {
  const [one, two, three, four] = starShares(quality);
  if (u < one) return 1;
  if (u < one + two) return 2;
  if (u < one + two + three) return 3;
  return u < one + two + three + four ? 4 : 5;
}
