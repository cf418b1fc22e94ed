import { jakartaDay, readAnswer, type Day, type RawAnswer, type ReadResult } from '@pasarlens/market';
import { createHash } from 'node:crypto';

/** One answer as the intake reads it, before anything is written: pure, so a worker thread can do it. */
export interface AnswerRead {
  /** The same address and body on the same Jakarta day is the same answer. */
  hash: string;
  url: string;
  capturedAt: string;
  day: Day;
  read: ReadResult;
}

/** The same address and body on the same Jakarta day is the same answer; the next day it is a new sighting. */
const hashOf = (answer: RawAnswer, day: Day) =>
  createHash('sha256').update(`${answer.url}\n${day}\n`).update(JSON.stringify(answer.body)).digest('hex');

/** Recognises and reads each answer by its address (readAnswer), with the Jakarta day it was received on. */
export function readAnswers(answers: readonly RawAnswer[]): AnswerRead[] {
  return answers.map((answer) => {
    const day = jakartaDay(new Date(answer.capturedAt));
    return { hash: hashOf(answer, day), url: answer.url, capturedAt: answer.capturedAt, day, read: readAnswer(answer) };
  });
}
