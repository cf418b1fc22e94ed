/**
 * Simulates and parses a market one day at a time on its own thread, so a bulk load's
 * simulation overlaps its database writes. Answers each message with the next parsed day, or
 * null when the market is done.
 */
import { createMarket, parsePayloads, type MarketOptions } from '@pasarlens/market';
import { parentPort, workerData } from 'node:worker_threads';

const days = createMarket(workerData as MarketOptions).days();

parentPort!.on('message', () => {
  const next = days.next();
  if (next.done) return parentPort!.postMessage(null);
  const { day, payloads, keywords, ads, affiliates } = next.value;
  const { observations, skipped } = parsePayloads(day, payloads);
  parentPort!.postMessage({ day, observations, skipped, keywords, ads, affiliates });
});
