import type { AnswerRead } from '../intake/read-answers.ts';
import type { PageResult } from './crawl.repo.ts';

export interface BatchEntry {
  result: PageResult;
  reads: AnswerRead[];
}

/**
 * Gathers visited pages' answers and hands them to the intake `size` answers at a time; a page is
 * finished only after its answers are taken, so a page of a killed run is visited again, and its
 * answers, taken already or not, count once. A batch the intake fails on fails its pages, not the run.
 */
export function answerBatch(deps: {
  size: number;
  /** A batch waiting this long is handed in at the next page, full or not. */
  maxWaitMs: number;
  take(reads: AnswerRead[]): Promise<unknown>;
  finish(results: PageResult[]): Promise<void>;
}) {
  let entries: BatchEntry[] = [];
  let answers = 0;
  let since = 0;
  let chain = Promise.resolve();

  function flush(): Promise<void> {
    const batch = entries;
    entries = [];
    answers = 0;
    since = 0;
    chain = chain.then(async () => {
      if (batch.length === 0) return;
      try {
        await deps.take(batch.flatMap((e) => e.reads));
        await deps.finish(batch.map((e) => e.result));
      } catch (error) {
        const failure = `intake_failed: ${(error as Error).message}`;
        await deps.finish(batch.map((e) => ({ ...e.result, status: 'failed' as const, failure })));
      }
    });
    return chain;
  }

  return {
    /** Adds a page; waits for the intake when the batch is full, so answers never pile up. */
    add(entry: BatchEntry): Promise<void> {
      entries.push(entry);
      answers += entry.reads.length;
      since ||= Date.now();
      return answers >= deps.size || Date.now() - since >= deps.maxWaitMs ? flush() : Promise.resolve();
    },
    flush,
  };
}
