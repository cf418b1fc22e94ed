import type { Database } from '@pasarlens/db';
import { parsePayloads } from '@pasarlens/market';
import type { Clock } from '../../lib/clock.ts';
import type { RawDay } from './batches.repo.ts';
import { ingestDay, type IngestOptions, type IngestReport } from './ingest.service.ts';

/** The one path every source takes: parse the marketplace payloads, estimate, ingest. */
export async function ingestRawDay(
  database: Database,
  raw: RawDay,
  clock: Clock,
  options?: IngestOptions,
): Promise<IngestReport> {
  const { observations, skipped } = parsePayloads(raw.day, raw.payloads);
  return ingestDay(database, { ...raw, observations, skipped }, clock, options);
}
