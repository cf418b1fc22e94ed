import { z } from 'zod';
import { dayFromNumber, dayNumberFromUnixSeconds } from '../calendar.ts';
import type { Day, Observation } from '../observation.ts';

/*
 * Shape schemas check what the marketplace sends and what the mapping relies on: types, ids,
 * texts that must be read. Ranges (counts ≥ 0, ratings ≤ 5, names not empty) are checked once,
 * by observationSchema on the mapped observation; a failure there is counted under the shape too.
 */

/** A marketplace's numeric id. */
export const numericId = z.number().int().positive();

/**
 * A number the marketplace sends as a decimal string ('154250000', '125000.00'). Only a string
 * of digits passes: z.coerce alone would turn '', null and true into numbers.
 */
export const decimalString = z
  .string()
  .regex(/^\d+(?:\.\d+)?$/)
  .pipe(z.coerce.number());

/** What marketplaces show for a product without a brand. */
const NO_BRAND = new Set(['', 'tanpa merek', 'tidak ada merek', 'no brand', 'nobrand', 'no-brand', 'oem', 'generic']);

export function brandOrNull(brand: string | null | undefined): string | null {
  const trimmed = brand?.trim() ?? '';
  return NO_BRAND.has(trimmed.toLowerCase()) ? null : trimmed;
}

/** The Asia/Jakarta day of a unix timestamp in seconds. */
export const dayOfUnixSeconds = (seconds: number): Day => dayFromNumber(dayNumberFromUnixSeconds(seconds));

/** A rating means nothing without reviews: null then, whatever the marketplace printed. */
export const ratingOrNull = (rating: number, reviews: number): number | null =>
  reviews > 0 && rating > 0 ? rating : null;

/** Percent text such as '98%' → 98. */
export const percentText = z
  .string()
  .regex(/^\d{1,3}(?:\.\d+)?%$/)
  .transform((text) => Number(text.slice(0, -1)));

/** Reads one marketplace shape: its observations, or undefined when the body does not match. */
export interface PayloadParser {
  parse(day: Day, body: unknown): Observation[] | undefined;
}

/**
 * A parser from the zod schema of a body as the marketplace sends it and the map of a valid body
 * into normalised observations (which parsePayloads validates against observationSchema).
 */
export function shapeParser<T>(
  schema: z.ZodType<T>,
  toObservations: (day: Day, body: T) => Observation[],
): PayloadParser {
  return {
    parse(day, body) {
      const parsed = schema.safeParse(body);
      return parsed.success ? toObservations(day, parsed.data) : undefined;
    },
  };
}
