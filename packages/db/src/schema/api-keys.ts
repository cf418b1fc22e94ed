import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

/**
 * API keys of the public data API (decisions/036): named, stored as the SHA-256 of their secret
 * (shown once), with a visible prefix; revoked keys are kept so their calls stay in the record.
 * `kind` 'extension' is a browser extension's token (decisions/038): made by the connect page,
 * taken only by the extension's endpoints, never by the public data API.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_unique'),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
    kind: text('kind').notNull().default('api'),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    check('api_keys_kind_check', sql`${t.kind} in ('api', 'extension')`),
  ],
);

/** Calls a key made, by Jakarta day. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Each key's request bucket (a token bucket): the requests it may still make at `updatedAt`,
 * refilled at its plan's rate. In the database, so the limit holds across processes.
 */
export const apiKeyBuckets = pgTable('api_key_buckets', {
  keyId: uuid('key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  requests: doublePrecision('requests').notNull(),
  /** Whether the request that last touched the bucket was let through. */
  allowed: boolean('allowed').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** The last request let through: the key's last use (kept here, so a key's own row changes only when it is made or revoked). */
  lastUsedAt: at('last_used_at'),
});
