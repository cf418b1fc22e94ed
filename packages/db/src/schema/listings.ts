/** The supplier database (spec §3 supplier listing): listings, their photos and contact reveals. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tsvector } from './market.ts';
import { at } from './columns.ts';

/** A processed upload: its files (display and thumbnail) live in the photo store under its id. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('listing_photos_user_idx').on(t.userId)],
);

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique('listings_slug_unique'),
    productName: text('product_name').notNull(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => listingPhotos.id),
    category: text('category').notNull(),
    supplierType: text('supplier_type').notNull(),
    storeName: text('store_name').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    address: text('address').notNull(),
    description: text('description').notNull(),
    /** What the owner typed as their marketplace store, and the store of ours it matched. */
    marketStoreInput: text('market_store_input'),
    storeId: integer('store_id'),
    /**
     * The claim to that store (decisions/028): a short code the owner places in the store's
     * description, and when and how the claim was proven — the description carried the code, or
     * an admin confirmed it. Unproven, the store is named as unverified and not ranked on.
     */
    storeClaimCode: text('store_claim_code'),
    storeVerifiedAt: at('store_verified_at'),
    storeVerifiedBy: text('store_verified_by', { enum: ['description', 'admin'] }),
    hiddenAt: at('hidden_at'),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', product_name || ' ' || description)`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('listings_user_idx').on(t.userId),
    index('listings_category_type_idx').on(t.category, t.supplierType),
    index('listings_search_idx').using('gin', t.search),
  ],
);

/** Who revealed which listing's number, and when: one row per user and listing. */
export const listingReveals = pgTable(
  'listing_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealedAt: at('revealed_at').notNull(),
  },
  (t) => [
    uniqueIndex('listing_reveals_once').on(t.listingId, t.userId),
    index('listing_reveals_user_day_idx').on(t.userId, t.revealedAt),
  ],
);
