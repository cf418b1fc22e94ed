import type { Database } from '@pasarlens/db';
import { createTestDatabase } from '@pasarlens/db/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimItem,
  finishItem,
  markWorkerAlive,
  queueItem,
  releaseItemsOfDeadWorkers,
  requeueItem,
} from './work-items.repo.ts';

let database: Database;
const NOW = new Date('2026-11-20T03:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const [ANI, BUDI, CITRA] = [randomUUID(), randomUUID(), randomUUID()];
const KIND = 'export';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.query('delete from work_items');
  await database.query('delete from worker_processes');
});

const queue = (subject: string, userId: string, second: number) =>
  queueItem(database, { kind: KIND, subject, userId }, at(second));
const claim = async (workerId: string, perUser = 1) =>
  (await claimItem(database, KIND, workerId, perUser, NOW))?.subject;
const workers = (n: number) => Array.from({ length: n }, () => randomUUID());

describe('the work table', () => {
  it('gives the next slot to the user with the fewest items running, then to the item queued first', async () => {
    for (let n = 1; n <= 5; n++) await queue(`ani-${n}`, ANI, n);
    await queue('budi-1', BUDI, 10);
    await queue('citra-1', CITRA, 11);
    const [one, two, three, four] = workers(4);
    expect(await claim(one!)).toBe('ani-1');
    // Ani has one running: Budi and Citra, queued after all of hers, go first.
    expect(await claim(two!)).toBe('budi-1');
    expect(await claim(three!)).toBe('citra-1');
    // With one item a user and none other waiting, Ani waits for her running one.
    expect(await claim(four!)).toBeUndefined();
    expect(await claim(four!, 2)).toBe('ani-2');
  });

  it('keeps one item a subject: queued again while it waits changes nothing; while it runs, it runs again after', async () => {
    expect(await queue('market-7', ANI, 1)).toBe(true);
    expect(await queue('market-7', ANI, 2)).toBe(false);
    const [worker] = workers(1);
    expect(await claim(worker!)).toBe('market-7');
    await queue('market-7', ANI, 3);
    const [running] = await database.query<{ id: number }>('select id from work_items');
    await finishItem(database, running!.id, worker!, at(4));
    const [left] = await database.query<{ subject: string; worker_id: string | null; again: boolean }>(
      'select subject, worker_id, again from work_items',
    );
    expect(left).toMatchObject({ subject: 'market-7', worker_id: null, again: false });
    expect(await claim(worker!)).toBe('market-7');
    const [item] = await database.query<{ id: number }>('select id from work_items');
    await finishItem(database, item!.id, worker!, at(5));
    expect(await database.query('select * from work_items')).toEqual([]);
  });

  it('gives the items of a process that stopped saying it is alive to the others, and gives up an item that keeps dying', async () => {
    await queue('ani-1', ANI, 1);
    await queue('budi-1', BUDI, 2);
    const [dead, alive] = workers(2);
    await markWorkerAlive(database, { id: dead!, host: 'a', pid: 1, startedAt: NOW }, at(0));
    await markWorkerAlive(database, { id: alive!, host: 'b', pid: 2, startedAt: NOW }, at(30));
    expect(await claim(dead!)).toBe('ani-1');
    expect(await claim(alive!)).toBe('budi-1');

    const released = await releaseItemsOfDeadWorkers(database, at(10), 3);
    expect(released).toEqual({ released: 1, givenUp: [] });
    expect(await claim(alive!, 2)).toBe('ani-1');

    // Ani's item dies with its process twice more: the third start was its last.
    for (const attempt of [2, 3]) {
      await database.query('update work_items set worker_id = $1 where subject = $2', [dead, 'ani-1']);
      const { givenUp } = await releaseItemsOfDeadWorkers(database, at(10), 3);
      expect(givenUp.map((item) => item.subject)).toEqual(attempt === 3 ? ['ani-1'] : []);
      if (attempt === 2) expect(await claim(alive!, 2)).toBe('ani-1');
    }
    expect((await database.query<{ subject: string }>('select subject from work_items')).map((r) => r.subject)).toEqual(
      ['budi-1'],
    );
  });

  it('puts a run that failed behind what is queued now', async () => {
    await queue('ani-1', ANI, 1);
    await queue('ani-2', ANI, 2);
    const [worker] = workers(1);
    expect(await claim(worker!)).toBe('ani-1');
    const [first] = await database.query<{ id: number }>(`select id from work_items where subject = 'ani-1'`);
    await requeueItem(database, first!.id, worker!, at(3));
    expect(await claim(worker!)).toBe('ani-2');
  });
});
