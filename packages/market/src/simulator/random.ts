/**
 * Seeded randomness. Everything the simulator draws comes from here, so the same options give
 * the same market. Streams are derived from (seed, purpose, entity) so that one entity's draws
 * do not depend on how many other entities there are or in which order they were made.
 */

/** A 32-bit finaliser (murmur3's fmix32): spreads every input bit over the output. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85eb_ca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2_ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Hash of up to four integers; cheap enough for per-product-per-day coins. */
export function hash32(a: number, b = 0, c = 0, d = 0): number {
  let h = mix32(a ^ 0x9e37_79b9);
  h = mix32(h ^ Math.imul(b | 0, 0x27d4_eb2f));
  h = mix32(h ^ Math.imul(c | 0, 0x1656_67b1));
  return mix32(h ^ Math.imul(d | 0, 0x2c1b_3c6d));
}

/** A uniform number in [0, 1) fixed by its inputs: a coin without stream state. */
export const unitHash = (a: number, b = 0, c = 0, d = 0): number => hash32(a, b, c, d) / 4_294_967_296;

/** FNV-1a, for naming streams with words. */
export function hashText(text: string): number {
  let h = 0x811c_9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x0100_0193);
  return h >>> 0;
}

/** sfc32: small, fast and statistically sound for simulation. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  private spareNormal = Number.NaN;

  constructor(seed: number, purpose: string | number, entity = 0) {
    const p = typeof purpose === 'string' ? hashText(purpose) : purpose;
    this.a = hash32(seed, p, entity, 1);
    this.b = hash32(seed, p, entity, 2);
    this.c = hash32(seed, p, entity, 3);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max]. */
  intBetween(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Standard normal (Box–Muller, keeping the second value for the next call). */
  normal(): number {
    if (!Number.isNaN(this.spareNormal)) {
      const spare = this.spareNormal;
      this.spareNormal = Number.NaN;
      return spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(mu, sigma²)): its median is e^mu. */
  lognormal(mu: number, sigma: number): number {
    return Math.exp(mu + sigma * this.normal());
  }

  /** Pareto with minimum 1 and tail index alpha. */
  pareto(alpha: number): number {
    return (1 - this.next()) ** (-1 / alpha);
  }

  /** Poisson counts: Knuth's product method for small means, a rounded normal for large ones. */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let k = 0;
      let product = this.next();
      while (product > limit) {
        k++;
        product *= this.next();
      }
      return k;
    }
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
  }

  /** Index drawn in proportion to cumulative weights (ascending, last = total). */
  weightedIndex(cumulative: ArrayLike<number>): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const target = this.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Running sums of weights, for Random.weightedIndex. */
export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}
