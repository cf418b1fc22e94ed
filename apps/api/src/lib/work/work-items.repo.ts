import type { Database, SqlRunner } from '@pasarlens/db';

export interface WorkItem {
  id: number;
  kind: string;
  subject: string;
  userId: string;
  attempts: number;
}

const COLUMNS = `id, kind, subject, user_id as "userId", attempts`;

/** Claims are taken one at a time across processes, so a user's running count is never read stale. */
const CLAIM_LOCK = 'pasarlens.work_items.claim';

/**
 * Queues an item; one already waiting stays as it is, one running is asked for again when its
 * run ends. Whether a new item was queued.
 */
export async function queueItem(
  sql: SqlRunner,
  item: { kind: string; subject: string; userId: string },
  now: Date,
): Promise<boolean> {
  const [row] = await sql.query<{ inserted: boolean }>(
    `insert into work_items (kind, subject, user_id, queued_at) values ($1, $2, $3, $4)
     on conflict (kind, subject) do update set again = work_items.worker_id is not null
     returning xmax = 0 as inserted`,
    [item.kind, item.subject, item.userId, now],
  );
  return row!.inserted;
}

/**
 * Takes the next waiting item of `kind` for `workerId`: a user with fewer items of the kind
 * running comes first, then the item queued first; a user already running `perUser` items waits.
 */
export async function claimItem(
  sql: Database,
  kind: string,
  workerId: string,
  perUser: number,
  now: Date,
): Promise<WorkItem | undefined> {
  return sql.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [CLAIM_LOCK]);
    const [claimed] = await tx.query<WorkItem>(
      `with running as (
         select user_id, count(*)::int as n from work_items where kind = $1 and worker_id is not null group by user_id
       ), next as (
         select w.id from work_items w left join running r on r.user_id = w.user_id
         where w.kind = $1 and w.worker_id is null and coalesce(r.n, 0) < $3
         order by coalesce(r.n, 0), w.queued_at, w.id
         limit 1
       )
       update work_items w set worker_id = $2, started_at = $4, attempts = attempts + 1
       from next where w.id = next.id
       returning w.id, w.kind, w.subject, w.user_id as "userId", w.attempts`,
      [kind, workerId, perUser, now],
    );
    return claimed;
  });
}

/** The run of an item by `workerId` ended: the item is done, or waits again if it was asked for meanwhile. */
export async function finishItem(sql: SqlRunner, id: number, workerId: string, now: Date): Promise<void> {
  await sql.query(
    `with ended as (
       delete from work_items where id = $1 and worker_id = $2 and not again returning id
     )
     update work_items set worker_id = null, started_at = null, again = false, attempts = 0, queued_at = $3
     where id = $1 and worker_id = $2 and again`,
    [id, workerId, now],
  );
}

/**
 * Items whose process stopped saying it is alive since `aliveSince` wait again (first in their
 * user's turn, as they were queued). Those that have started `maxAttempts` times are given up and
 * returned for their kind to mark failed.
 */
export async function releaseItemsOfDeadWorkers(
  sql: Database,
  aliveSince: Date,
  maxAttempts: number,
): Promise<{ released: number; givenUp: WorkItem[] }> {
  return sql.transaction(async (tx) => {
    const dead = `worker_id is not null and not exists (
      select 1 from worker_processes p where p.id = work_items.worker_id and p.alive_at >= $1)`;
    const givenUp = await tx.query<WorkItem>(
      `delete from work_items where ${dead} and attempts >= $2 returning ${COLUMNS}`,
      [aliveSince, maxAttempts],
    );
    const released = await tx.query(
      `update work_items set worker_id = null, started_at = null, again = false where ${dead} returning id`,
      [aliveSince],
    );
    return { released: released.length, givenUp };
  });
}

/** Says the process is alive (registering it the first time). */
export async function markWorkerAlive(
  sql: SqlRunner,
  worker: { id: string; host: string; pid: number; startedAt: Date },
  now: Date,
): Promise<void> {
  await sql.query(
    `insert into worker_processes (id, host, pid, started_at, alive_at) values ($1, $2, $3, $4, $5)
     on conflict (id) do update set alive_at = excluded.alive_at`,
    [worker.id, worker.host, worker.pid, worker.startedAt, now],
  );
}

/** A process stopping cleanly leaves the registry; its unfinished items wait again at once. */
export async function removeWorker(sql: Database, workerId: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(`update work_items set worker_id = null, started_at = null, again = false where worker_id = $1`, [
      workerId,
    ]);
    await tx.query(`delete from worker_processes where id = $1`, [workerId]);
  });
}

/** Registry rows of processes gone for longer than a day. */
export async function forgetWorkersGoneSince(sql: SqlRunner, since: Date): Promise<void> {
  await sql.query(`delete from worker_processes where alive_at < $1`, [since]);
}

/** A run that failed and may be tried again: the item waits again, behind what is queued now. */
export async function requeueItem(sql: SqlRunner, id: number, workerId: string, now: Date): Promise<void> {
  await sql.query(
    `update work_items set worker_id = null, started_at = null, again = false, queued_at = $3 where id = $1 and worker_id = $2`,
    [id, workerId, now],
  );
}

/** The subjects of a kind with an item open (waiting or running). */
export async function openSubjects(sql: SqlRunner, kind: string): Promise<Set<string>> {
  const rows = await sql.query<{ subject: string }>(`select subject from work_items where kind = $1`, [kind]);
  return new Set(rows.map((row) => row.subject));
}
