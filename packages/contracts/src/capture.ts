import { z } from 'zod';
import { boundedText } from './fields.ts';

/** Answers a call may carry: a search page or two and the pages of their products. */
export const CAPTURE_MAX_ANSWERS = 50;
/** A call's body at most: answers are large JSON (a search page of 60 products is about 300 KB). */
export const CAPTURE_MAX_BYTES = 4 * 1024 * 1024;

const capturedAnswerSchema = z.object({
  url: boundedText(4_000).refine((value) => URL.canParse(value), 'Not an address'),
  capturedAt: z.iso.datetime({ offset: true }),
  body: z.unknown(),
});

/** Marketplace answers the user's own browser received, `{url, capturedAt, body}` (decisions/034). */
export const captureInputSchema = z.object({
  answers: z.array(capturedAnswerSchema).min(1).max(CAPTURE_MAX_ANSWERS),
});
export type CaptureInput = z.infer<typeof captureInputSchema>;

const countedSchema = z.object({ reason: z.string(), count: z.number() });

/** What the intake made of the answers. */
export const captureReportSchema = z.object({
  answers: z.number(),
  duplicates: z.number(),
  refused: z.array(countedSchema),
  products: z.number(),
  accepted: z.number(),
  quarantined: z.number(),
  skipped: z.array(countedSchema),
});
export type CaptureReport = z.infer<typeof captureReportSchema>;
