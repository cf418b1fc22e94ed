import type { Database } from '@pasarlens/db';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../clock.ts';
import type { QueueHandle } from '../queue-handle.ts';
import {
  claimItem,
  finishItem,
  forgetWorkersGoneSince,
  markWorkerAlive,
  releaseItemsOfDeadWorkers,
  removeWorker,
  requeueItem,
  type WorkItem,
} from './work-items.repo.ts';

/** How a kind of user-owned work runs (decisions/030). */
export interface WorkKind {
  kind: string;
  /** Items of the kind one process runs at once. */
  slots: number;
  /** Items of one user running at once, over every process: the rest of theirs wait their turn. */
  perUser: number;
  /** Runs that may start before the item is given up (a run that throws or whose process dies counts). */
  maxAttempts: number;
  run(item: WorkItem): Promise<void>;
  /** The item is given up: record it (a download failed, a build failed). */
  gaveUp(item: WorkItem): Promise<void>;
  /** Queues what the kind's own rows say is unfinished but has no item (work from before the work table). */
  adopt(): Promise<number>;
}

export interface WorkerTimings {
  /** How often a process says it is alive and looks for work of dead processes. */
  heartbeatMs: number;
  /** A process silent this long is dead: its items wait again. */
  deadAfterMs: number;
  /** How often an idle process looks for work queued by another process. */
  pollMs: number;
}

/** The timings of a heartbeat: dead after four missed, idle slots looking twice a second. */
export const workerTimings = (heartbeatMs: number): WorkerTimings => ({
  heartbeatMs,
  deadAfterMs: 4 * heartbeatMs,
  pollMs: Math.min(500, heartbeatMs),
});
const FORGET_AFTER_MS = 24 * 3_600_000;

export interface RunningWorker {
  id: string;
  stop(): Promise<void>;
}

type Log = (error: unknown, message: string) => void;

/**
 * Runs the kinds' items in this process: registers it, says it is alive every heartbeat, hands
 * the items of dead processes back to the queue, and takes items as its slots free up.
 */
export async function startWorker(
  deps: { database: Database; clock: Clock; queue: Pick<QueueHandle, 'onWorkQueued'> },
  kinds: readonly WorkKind[],
  log: Log,
  timings: WorkerTimings,
): Promise<RunningWorker> {
  const { database, clock } = deps;
  const worker = { id: randomUUID(), host: hostname(), pid: process.pid, startedAt: clock.now() };
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  let stopping = false;
  const sleepers = new Set<() => void>();
  const wake = () => sleepers.forEach((resume) => resume());
  const nap = (ms: number) =>
    new Promise<void>((resume) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resume();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function lookAfterTheDead(): Promise<void> {
    const now = clock.now().getTime();
    await markWorkerAlive(database, worker, new Date(now));
    const maxAttempts = Math.max(...kinds.map((kind) => kind.maxAttempts));
    const { released, givenUp } = await releaseItemsOfDeadWorkers(
      database,
      new Date(now - timings.deadAfterMs),
      maxAttempts,
    );
    for (const item of givenUp) await byKind.get(item.kind)?.gaveUp(item);
    if (released > 0) wake();
    await forgetWorkersGoneSince(database, new Date(now - FORGET_AFTER_MS));
  }

  async function runOne(kind: WorkKind, item: WorkItem): Promise<void> {
    try {
      await kind.run(item);
      await finishItem(database, item.id, worker.id, clock.now());
    } catch (error) {
      log(error, `${kind.kind} ${item.subject} failed (run ${item.attempts} of ${kind.maxAttempts})`);
      if (item.attempts < kind.maxAttempts) await requeueItem(database, item.id, worker.id, clock.now());
      else {
        await kind.gaveUp(item);
        await finishItem(database, item.id, worker.id, clock.now());
      }
    }
  }

  /** One slot: takes an item, runs it, and takes the next at once; naps when there is none. */
  async function slot(kind: WorkKind): Promise<void> {
    while (!stopping) {
      try {
        const item = await claimItem(database, kind.kind, worker.id, kind.perUser, clock.now());
        if (item) await runOne(kind, item);
        else await nap(timings.pollMs);
      } catch (error) {
        log(error, `${kind.kind}: taking work failed`);
        await nap(timings.pollMs);
      }
    }
  }

  await lookAfterTheDead();
  for (const kind of kinds) await kind.adopt();
  const heartbeat = setInterval(
    () => lookAfterTheDead().catch((error) => log(error, 'worker heartbeat failed')),
    timings.heartbeatMs,
  );
  const stopListening = deps.queue.onWorkQueued(wake);
  const slots = kinds.flatMap((kind) => Array.from({ length: kind.slots }, () => slot(kind)));

  return {
    id: worker.id,
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      stopListening();
      wake();
      await Promise.all(slots);
      await removeWorker(database, worker.id);
    },
  };
}
