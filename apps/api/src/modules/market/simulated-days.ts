import type { MarketOptions } from '@pasarlens/market';
import { Worker } from 'node:worker_threads';
import type { DayBatch } from './ingest.service.ts';

type ParsedDay = Omit<DayBatch, 'source'>;

/**
 * The market's days, parsed, one day ahead on a worker thread: while the caller writes day n,
 * the worker already simulates and parses day n + 1.
 */
export async function* simulatedDays(options: MarketOptions): AsyncGenerator<ParsedDay> {
  const worker = new Worker(new URL('./simulation.worker.mjs', import.meta.url), { workerData: options });
  const nextDay = () =>
    new Promise<ParsedDay | null>((resolve, reject) => {
      const onMessage = (day: ParsedDay | null) => {
        worker.off('error', onError);
        resolve(day);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.once('message', onMessage).once('error', onError);
      worker.postMessage('next');
    });
  try {
    let pending = nextDay();
    for (let day = await pending; day !== null; day = await pending) {
      pending = nextDay();
      yield day;
    }
  } finally {
    await worker.terminate();
  }
}
