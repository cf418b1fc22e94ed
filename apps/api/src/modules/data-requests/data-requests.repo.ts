import type { DataRequestInput, DataRequestStatus, DataRequestView } from '@pasarlens/contracts';
import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';

const LIST_LIMIT = 50;

/** A queued request as the crawl plan takes it. */
export interface QueuedRequest {
  id: number;
  marketplace: DataRequestView['marketplace'];
  kind: DataRequestView['kind'];
  reference: string;
}

export interface RequestAnswer {
  id: number;
  status: Exclude<DataRequestStatus, 'queued'>;
  products: number;
}

type Row = Omit<DataRequestView, 'createdAt' | 'answeredAt'> & { createdAt: Date; answeredAt: Date | null };

export const dataRequestsRepo = {
  /** Records a user's request; asking again while it is queued changes nothing. */
  async request(sql: SqlRunner, userId: string, request: DataRequestInput): Promise<void> {
    await sql.query(
      `insert into data_requests (user_id, marketplace_id, kind, reference) values ($1, $2, $3, $4)
       on conflict (user_id, marketplace_id, kind, reference) where status = 'queued' do nothing`,
      [userId, MARKETPLACE_IDS[request.marketplace], request.kind, request.reference],
    );
  },

  /** The user's latest requests, and how many answered ones they have not seen. */
  async list(sql: SqlRunner, userId: string): Promise<{ items: Row[]; unseen: number }> {
    const items = await sql.query<Row & { unseenTotal: number }>(
      `select r.id::float8 as id, m.code as marketplace, r.kind, r.reference, r.status, r.products,
              r.created_at as "createdAt", r.answered_at as "answeredAt",
              (r.answered_at is not null and r.seen_at is null) as unseen,
              count(*) filter (where r.answered_at is not null and r.seen_at is null) over ()::int as "unseenTotal"
         from data_requests r join marketplaces m on m.id = r.marketplace_id
        where r.user_id = $1 order by r.id desc limit $2`,
      [userId, LIST_LIMIT],
    );
    return { items: items.map(({ unseenTotal: _total, ...item }) => item), unseen: items[0]?.unseenTotal ?? 0 };
  },

  async markSeen(sql: SqlRunner, userId: string, now: Date): Promise<void> {
    await sql.query(
      `update data_requests set seen_at = $2 where user_id = $1 and answered_at is not null and seen_at is null`,
      [userId, now],
    );
  },

  /** Every queued request, oldest first: one target each, whoever asked. */
  async queued(sql: SqlRunner): Promise<QueuedRequest[]> {
    return sql.query<QueuedRequest>(
      `select r.id::float8 as id, m.code as marketplace, r.kind, r.reference
         from data_requests r join marketplaces m on m.id = r.marketplace_id
        where r.status = 'queued' order by r.id`,
    );
  },

  /** Answers requests still queued; one already answered (by an earlier run) is left as it is. */
  async answer(sql: SqlRunner, answers: RequestAnswer[], now: Date): Promise<number> {
    if (answers.length === 0) return 0;
    const rows = await sql.query(
      `update data_requests r set status = a.status, products = a.products, answered_at = $4
         from unnest($1::bigint[], $2::text[], $3::int[]) as a(id, status, products)
        where r.id = a.id and r.status = 'queued'
        returning r.id`,
      [answers.map((a) => a.id), answers.map((a) => a.status), answers.map((a) => a.products), now],
    );
    return rows.length;
  },
};
