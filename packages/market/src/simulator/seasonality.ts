import { civilFromDayNumber, dayFromNumber, dayNumber, weekdayOf } from '../calendar.ts';
import type { Day } from '../observation.ts';
import { Random } from './random.ts';
import { LEAF_CONCEPTS } from './taxonomy.ts';

/** A double-date sale (9.9, 10.10, 11.11, 12.12 …): more shoppers, many sellers discount. */
interface Campaign {
  name: string;
  demandBoost: number;
  /** Share of listings that join with a discount. */
  participation: number;
  minDiscount: number;
  maxDiscount: number;
}

const BIG_CAMPAIGNS: Record<number, Omit<Campaign, 'name'>> = {
  9: { demandBoost: 2.4, participation: 0.55, minDiscount: 0.1, maxDiscount: 0.5 },
  10: { demandBoost: 2.6, participation: 0.55, minDiscount: 0.1, maxDiscount: 0.5 },
  11: { demandBoost: 3.4, participation: 0.65, minDiscount: 0.1, maxDiscount: 0.6 },
  12: { demandBoost: 2.9, participation: 0.6, minDiscount: 0.1, maxDiscount: 0.55 },
};
const SMALL_CAMPAIGN: Omit<Campaign, 'name'> = {
  demandBoost: 1.6,
  participation: 0.4,
  minDiscount: 0.05,
  maxDiscount: 0.4,
};

function campaignOn(month: number, dayOfMonth: number): Campaign | null {
  if (month !== dayOfMonth) return null;
  return { name: `${month}.${month}`, ...(BIG_CAMPAIGNS[month] ?? SMALL_CAMPAIGN) };
}

/** Sunday first: weekdays sell a little more than weekends. */
const WEEKDAY = [0.97, 1.06, 1.05, 1.02, 1, 0.96, 0.93] as const;

/** Salaries arrive around the 25th; the first days of the month still spend them. */
function paydayBoost(dayOfMonth: number): number {
  if (dayOfMonth >= 25 || dayOfMonth === 1) return 1.18;
  return dayOfMonth <= 3 ? 1.06 : 1;
}

/** Ramadan's first day and Idul Fitri (Lebaran), Indonesia's biggest shopping season. */
const RAMADAN: readonly (readonly [start: Day, lebaran: Day])[] = [
  ['2023-03-23', '2023-04-22'],
  ['2024-03-11', '2024-04-10'],
  ['2025-03-01', '2025-03-31'],
  ['2026-02-18', '2026-03-20'],
  ['2027-02-08', '2027-03-10'],
];
const RAMADAN_DAYS = RAMADAN.map(([start, lebaran]) => [dayNumber(start), dayNumber(lebaran)] as const);

/** Extra demand per concept group during Ramadan (before Lebaran) … */
const RAMADAN_GROUP_BOOST: Record<string, number> = {
  muslim: 2,
  food: 1.4,
  'women-clothing': 1.3,
  'men-clothing': 1.3,
  'women-shoes': 1.2,
  'men-shoes': 1.2,
};
/** … and the lull of the week after it, when sellers and couriers are on holiday. */
const AFTER_LEBARAN = 0.75;

function ramadanEffect(n: number, groupKey: string): number {
  for (const [start, lebaran] of RAMADAN_DAYS) {
    if (n >= start && n < lebaran) return RAMADAN_GROUP_BOOST[groupKey] ?? 1;
    if (n >= lebaran && n < lebaran + 7) return AFTER_LEBARAN;
  }
  return 1;
}

export interface DayContext {
  dayNumber: number;
  day: Day;
  dayOfMonth: number;
  /** Demand multiplier of the whole market: weekday, payday, campaigns and their eves. */
  demand: number;
  campaign: Campaign | null;
  /** Per leaf concept (LEAF_CONCEPTS index): its own season and trend, and Ramadan. */
  leafDemand: Float64Array;
}

function marketDemand(n: number): { demand: number; campaign: Campaign | null; dayOfMonth: number } {
  const { month, dayOfMonth } = civilFromDayNumber(n);
  const campaign = campaignOn(month, dayOfMonth);
  const tomorrow = civilFromDayNumber(n + 1);
  const yesterday = civilFromDayNumber(n - 1);
  // Shoppers hold back the day before a sale and spend leftover vouchers the day after.
  const eve = campaignOn(tomorrow.month, tomorrow.dayOfMonth) ? 0.9 : 1;
  const after = campaignOn(yesterday.month, yesterday.dayOfMonth) ? 1.25 : 1;
  const demand = WEEKDAY[weekdayOf(n)]! * paydayBoost(dayOfMonth) * (campaign?.demandBoost ?? 1) * eve * after;
  return { demand, campaign, dayOfMonth };
}

/** Builds each day's context; leaves get a yearly season and a slow trend from the seed. */
export function createSeasonality(seed: number, firstDayNumber: number): (n: number) => DayContext {
  const leafCycles = LEAF_CONCEPTS.map((leaf) => {
    const random = new Random(seed, 'leaf-season', leaf.index);
    return {
      amplitude: random.between(0, 0.25),
      phase: random.between(0, 2 * Math.PI),
      trend: random.between(-0.0015, 0.0025),
    };
  });
  return (n) => {
    const { demand, campaign, dayOfMonth } = marketDemand(n);
    const leafDemand = new Float64Array(LEAF_CONCEPTS.length);
    for (const leaf of LEAF_CONCEPTS) {
      const cycle = leafCycles[leaf.index]!;
      const season = 1 + cycle.amplitude * Math.sin((2 * Math.PI * n) / 365.25 + cycle.phase);
      leafDemand[leaf.index] = season * Math.exp(cycle.trend * (n - firstDayNumber)) * ramadanEffect(n, leaf.group.key);
    }
    return { dayNumber: n, day: dayFromNumber(n), dayOfMonth, demand, campaign, leafDemand };
  };
}
