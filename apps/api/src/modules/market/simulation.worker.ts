/**
 * Simulates a market one day at a time on its own thread and reads the day's answers as the
 * intake reads them (readAnswers), so a bulk load's simulation and reading overlap its database
 * writes. Answers each message with the next day, or null when the market is done.
 */
import { createMarket, type MarketOptions } from '@pasarlens/market';
import { parentPort, workerData } from 'node:worker_threads';
import { readAnswers } from '../intake/read-answers.ts';

const days = createMarket(workerData as MarketOptions).days();

parentPort!.on('message', () => {
  const next = days.next();
  if (next.done) return parentPort!.postMessage(null);
  const { day, answers, keywords, ads, affiliates } = next.value;
  parentPort!.postMessage({ day, answers: readAnswers(answers), keywords, ads, affiliates });
});
