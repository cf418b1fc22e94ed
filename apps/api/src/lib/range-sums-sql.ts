/*
 * SQL text for the parts a total's revenue interval is made of (@pasarlens/market RangeSums), for
 * the repos that keep them beside their sums (rollups, enterprise markets). Fixed text over the
 * column names given; no values.
 */

/** RangeSums has 8 numbers: per side (below, above) the reading's sum and sum of squares, then the split's. */
const RANGE_SUMS_LENGTH = 8;

/**
 * A figure's revenue interval in the parts a total's interval is made of: below and above the
 * estimate, the reading's width and the split's. Figures written before intervals were kept have none.
 */
export const rangePartsOf = (d: string) => {
  const split = `coalesce(${d}.split_share, 0)`;
  const below = `(${d}.revenue - coalesce(${d}.revenue_low, ${d}.revenue))`;
  const above = `(coalesce(${d}.revenue_high, ${d}.revenue) - ${d}.revenue)`;
  return {
    belowReading: `(1 - ${split}) * ${below}`,
    belowSplit: `${split} * ${below}`,
    aboveReading: `(1 - ${split}) * ${above}`,
    aboveSplit: `${split} * ${above}`,
  };
};
type RangeParts = ReturnType<typeof rangePartsOf>;

/** A day slice's columns holding each figure's parts (`rangePartColumns` writes them). */
export const slicedRangeParts = (s: string): RangeParts => ({
  belowReading: `${s}.below_reading`,
  belowSplit: `${s}.below_split`,
  aboveReading: `${s}.above_reading`,
  aboveSplit: `${s}.above_split`,
});

/** The select-list items that keep `d`'s parts in a slice, named as `slicedRangeParts` reads them. */
export const rangePartColumns = (d: string) => {
  const parts = rangePartsOf(d);
  return `${parts.belowReading} as below_reading, ${parts.belowSplit} as below_split, ${parts.aboveReading} as above_reading, ${parts.aboveSplit} as above_split`;
};

/** The RangeSums of a group's figures whose parts are `parts` (and that pass `filter`), in RANGE_SUM_PARTS order. */
export function rangeSumsSql(parts: RangeParts, filter = ''): string {
  const sum = (expression: string) => `coalesce(sum(${expression}) ${filter}, 0)`;
  const side = (reading: string, split: string) => [
    sum(reading),
    sum(`(${reading}) ^ 2`),
    sum(split),
    sum(`(${split}) ^ 2`),
  ];
  return `array[${[...side(parts.belowReading, parts.belowSplit), ...side(parts.aboveReading, parts.aboveSplit)].join(', ')}]::float8[]`;
}

/** Each element of RangeSums columns as `element(i)` makes it (i from 1), as one array. */
export const rangeSumsOfElements = (element: (i: number) => string) =>
  `array[${Array.from({ length: RANGE_SUMS_LENGTH }, (_, i) => element(i + 1)).join(', ')}]::float8[]`;

/** Totals' RangeSums added up, element by element (of the rows that pass `filter`): a store's from its products'. */
export const addedRangeSumsSql = (column: string, filter = '') =>
  rangeSumsOfElements((i) => `coalesce(sum(${column}[${i}]) ${filter}, 0)`);
