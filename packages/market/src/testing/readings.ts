import { expect } from 'vitest';
import { readAnswer } from '../readers/read-answer.ts';
import { productReadingSchema, type ProductReading, type RawAnswer, type ReadResult } from '../readers/reading.ts';

export type Reading = Extract<ReadResult, { refused: null }>;

/** The reading of an answer that must be read (by `endpoint`, where given): every product valid, no refusal. */
export function readOk(answer: RawAnswer, endpoint?: string): Reading {
  const result = readAnswer(answer);
  if (result.refused !== null) throw new Error(`Refused: ${result.refused} (${result.detail})`);
  if (endpoint !== undefined) expect(result.endpoint).toBe(endpoint);
  for (const product of result.products) expect(productReadingSchema.parse(product)).toEqual(product);
  return result;
}

export function productWith(reading: Reading, externalId: string): ProductReading {
  const product = reading.products.find((p) => p.externalId === externalId);
  if (product === undefined) throw new Error(`No product ${externalId} among ${reading.products.length}`);
  return product;
}

/** A deep copy of a fixture to change: tests of what an answer may hold beside the captured shape. */
export const copyOf = <T>(fixture: T): any => structuredClone(fixture);
