import { bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Attempt counters (rate-limiter-flexible's drizzle store): every process on the database counts
 * into the same row, so a limit holds however many web processes serve the app.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Live-channel messages between processes too large for NOTIFY's 8000 bytes, in the shape
 * @socket.io/postgres-adapter writes and prunes them.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  payload: bytea('payload').notNull(),
});
