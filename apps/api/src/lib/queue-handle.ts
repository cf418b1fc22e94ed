import type { Database, SqlRunner } from '@pasarlens/db';
import type PgBoss from 'pg-boss';
import type { Clock } from './clock.ts';
import { openSubjects, queueItem } from './work/work-items.repo.ts';

/** A user's piece of work for the worker processes: what kind, about what, and whose turn it takes. */
interface WorkRequest {
  kind: string;
  subject: string;
  userId: string;
}

/**
 * The one way request handlers and services put work on a queue: pg-boss jobs and events once
 * this process has started the job queue, and user-owned work (exports, market builds) on the
 * work table at any time, which every worker process reads (decisions/030).
 */
export interface QueueHandle {
  attach(boss: PgBoss): void;
  /** Publishes an event; false when this process runs no job queue. */
  publish(event: string, data: object): Promise<boolean>;
  /** Sends a job; false when this process runs no job queue. */
  send(queue: string, data: object): Promise<boolean>;
  /**
   * Queues user-owned work, in `sql`'s transaction when given (queued with what it is for, or not
   * at all); a worker of this process is woken, others find it within their polling interval.
   */
  queueWork(request: WorkRequest, sql?: SqlRunner): Promise<void>;
  /** The subjects of a kind with work waiting or running: what not to queue again. */
  openWork(kind: string): Promise<Set<string>>;
  /** This process's worker listens for work queued here; returns how to stop listening. */
  onWorkQueued(listener: () => void): () => void;
}

export function queueHandle(deps: { database: Database; clock: Clock }): QueueHandle {
  let attached: PgBoss | undefined;
  const listeners = new Set<() => void>();
  return {
    attach: (boss) => void (attached = boss),
    async publish(event, data) {
      if (!attached) return false;
      await attached.publish(event, data);
      return true;
    },
    async send(queue, data) {
      if (!attached) return false;
      await attached.send(queue, data);
      return true;
    },
    async queueWork(request, sql = deps.database) {
      await queueItem(sql, request, deps.clock.now());
      listeners.forEach((wake) => wake());
    },
    openWork: (kind) => openSubjects(deps.database, kind),
    onWorkQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
