export { answerAddressOf, readableAddress } from './addresses.ts';
export { readAnswer } from './read-answer.ts';
export { summariseReading, type ReadingSummary } from './summary.ts';
export { sightingsByDay, sightingsOfAnswers, type DaySightings } from './sightings.ts';
export { answersInFile, NotAnswersFile } from './answers-file.ts';
export {
  categoryReadingSchema,
  productReadingSchema,
  storeReadingSchema,
  variantReadingSchema,
  type CategoryReading,
  type ProductReading,
  type RawAnswer,
  type ReadResult,
  type Refusal,
  type Skipped,
  type StoreReading,
  type VariantReading,
} from './reading.ts';
