import type { AdObservation, AffiliateObservation, Day, KeywordObservation, MarketOptions } from '@pasarlens/market';
import { Worker } from 'node:worker_threads';
import type { AnswerRead } from '../intake/read-answers.ts';

/** A simulated day: the answers the crawl received, read, and the signals no answer carries. */
export interface ReadDay {
  day: Day;
  answers: AnswerRead[];
  keywords: KeywordObservation[];
  ads: AdObservation[];
  affiliates: AffiliateObservation[];
}

/**
 * The market's days, read, one day ahead on a worker thread: while the caller writes day n,
 * the worker already simulates and reads day n + 1.
 */
export async function* simulatedDays(options: MarketOptions): AsyncGenerator<ReadDay> {
  const worker = new Worker(new URL('./simulation.worker.mjs', import.meta.url), { workerData: options });
  const nextDay = () =>
    new Promise<ReadDay | null>((resolve, reject) => {
      const onMessage = (day: ReadDay | null) => {
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
