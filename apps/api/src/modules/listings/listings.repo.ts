import type { ListingCategory, SupplierType } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import { selectList } from '../../lib/select-list.ts';

export interface ListingRow {
  id: number;
  userId: string;
  slug: string;
  productName: string;
  photoId: string;
  category: ListingCategory;
  supplierType: SupplierType;
  storeName: string;
  phone: string;
  website: string | null;
  address: string;
  description: string;
  marketStoreInput: string | null;
  storeId: number | null;
  storeClaimCode: string | null;
  storeVerifiedAt: Date | null;
  storeVerifiedBy: StoreVerification | null;
  hiddenAt: Date | null;
  createdAt: Date;
  /** The matched store's name, marketplace and 30-day revenue (null when it has no stats). */
  matchedStoreName: string | null;
  storeMarketplace: string | null;
  storeRevenue30: number | null;
  /** How many people revealed the number (read for the owner only). */
  reveals: number;
}

/** How a store claim was proven (decisions/028): the store's description carried the code, or an admin confirmed it. */
type StoreVerification = 'description' | 'admin';

export type ListingValues = Pick<
  ListingRow,
  | 'productName'
  | 'photoId'
  | 'category'
  | 'supplierType'
  | 'storeName'
  | 'phone'
  | 'website'
  | 'address'
  | 'description'
  | 'marketStoreInput'
  | 'storeId'
  | 'storeClaimCode'
  | 'storeVerifiedAt'
  | 'storeVerifiedBy'
>;

const FIELDS: Record<keyof ListingValues | 'id' | 'userId' | 'slug' | 'hiddenAt' | 'createdAt', string> = {
  id: 'id',
  userId: 'user_id',
  slug: 'slug',
  productName: 'product_name',
  photoId: 'photo_id',
  category: 'category',
  supplierType: 'supplier_type',
  storeName: 'store_name',
  phone: 'phone',
  website: 'website',
  address: 'address',
  description: 'description',
  marketStoreInput: 'market_store_input',
  storeId: 'store_id',
  storeClaimCode: 'store_claim_code',
  storeVerifiedAt: 'store_verified_at',
  storeVerifiedBy: 'store_verified_by',
  hiddenAt: 'hidden_at',
  createdAt: 'created_at',
};
/** What a register or edit form writes. */
const VALUE_FIELDS: (keyof ListingValues)[] = [
  'productName',
  'photoId',
  'category',
  'supplierType',
  'storeName',
  'phone',
  'website',
  'address',
  'description',
  'marketStoreInput',
  'storeId',
  'storeClaimCode',
  'storeVerifiedAt',
  'storeVerifiedBy',
];

/** A listing with its matched store; `reveals` is counted only when asked for. */
const selectListings = (withReveals: boolean) => `
  select ${selectList(FIELDS, 'l')}, s.name as "matchedStoreName", m.code as "storeMarketplace", ss.revenue_30::float8 as "storeRevenue30",
    ${withReveals ? '(select count(*) from listing_reveals r where r.listing_id = l.id)::int' : '0'} as reveals
  from listings l
  left join stores s on s.id = l.store_id
  left join marketplaces m on m.id = s.marketplace_id
  left join store_stats ss on ss.store_id = l.store_id`;

export interface ListingCriteria {
  words: string | undefined;
  category: ListingCategory | undefined;
  supplierType: SupplierType | undefined;
  offset: number;
  limit: number;
}

export type RevealOutcome = 'revealed' | 'again' | 'limit';

export function listingsRepo(database: Database) {
  return {
    async insertPhoto(userId: string, now: Date): Promise<string> {
      const [row] = await database.query<{ id: string }>(
        'insert into listing_photos (user_id, created_at) values ($1, $2) returning id',
        [userId, now],
      );
      return row!.id;
    },
    async deletePhoto(id: string): Promise<void> {
      await database.query('delete from listing_photos where id = $1', [id]);
    },
    /** Deletes the photos uploaded before `cutoff` that no listing shows; answers their ids. */
    async deleteUnusedPhotos(cutoff: Date): Promise<string[]> {
      const rows = await database.query<{ id: string }>(
        'delete from listing_photos p where p.created_at < $1 and not exists (select 1 from listings l where l.photo_id = p.id) returning p.id',
        [cutoff],
      );
      return rows.map((row) => row.id);
    },
    async photoOwner(id: string): Promise<string | undefined> {
      const [row] = await database.query<{ userId: string }>(
        'select user_id as "userId" from listing_photos where id = $1',
        [id],
      );
      return row?.userId;
    },

    async listingCount(): Promise<number> {
      const [row] = await database.query<{ n: number }>('select count(*)::int as n from listings');
      return row!.n;
    },

    /**
     * Stores a demo listing may claim: those with a username that sold most in 30 days, each with
     * its marketplace and the top-level category of its best seller.
     */
    async demoStores(
      limit: number,
    ): Promise<{ id: number; name: string; username: string; marketplace: string; category: string }[]> {
      return database.query(
        `select s.id, s.name, s.username, m.code as marketplace, c.name as category
           from store_stats ss
           join stores s on s.id = ss.store_id and s.username is not null
           join marketplaces m on m.id = s.marketplace_id
           join lateral (select category_l1_id from product_stats p where p.store_id = s.id
                          order by p.revenue_30 desc limit 1) best on true
           join categories c on c.id = best.category_l1_id
          where ss.revenue_30 > 0
          order by ss.revenue_30 desc limit $1`,
        [limit],
      );
    },

    /** A store of ours by its username, on one marketplace or any. */
    async storeByUsername(username: string, marketplace: string | undefined): Promise<number | undefined> {
      const [row] = await database.query<{ id: number }>(
        `select s.id from stores s join marketplaces m on m.id = s.marketplace_id
         where lower(s.username) = lower($1) and ($2::text is null or m.code = $2) order by s.id limit 1`,
        [username, marketplace ?? null],
      );
      return row?.id;
    },

    /** Inserts a listing; a taken slug is a unique violation on listings_slug_unique. */
    async insert(userId: string, slug: string, values: ListingValues, now: Date): Promise<number> {
      const names = VALUE_FIELDS;
      const [row] = await database.query<{ id: number }>(
        `insert into listings (user_id, slug, created_at, updated_at, ${names.map((n) => FIELDS[n]).join(', ')})
         values ($1, $2, $3, $3, ${names.map((_, i) => `$${i + 4}`).join(', ')}) returning id`,
        [userId, slug, now, ...names.map((n) => values[n])],
      );
      return row!.id;
    },

    /** Changes the given fields of the owner's listing; false when it is not theirs. */
    async update(id: number, userId: string, changes: Partial<ListingValues>, now: Date): Promise<boolean> {
      const names = (Object.keys(changes) as (keyof ListingValues)[]).filter((n) => changes[n] !== undefined);
      const sets = names.map((n, i) => `${FIELDS[n]} = $${i + 4}`);
      const rows = await database.query(
        `update listings set ${[...sets, 'updated_at = $3'].join(', ')} where id = $1 and user_id = $2 returning id`,
        [id, userId, now, ...names.map((n) => changes[n])],
      );
      return rows.length > 0;
    },

    async findVisible(ref: { id: number } | { slug: string }): Promise<ListingRow | undefined> {
      const [where, value] = 'id' in ref ? ['l.id = $1', ref.id] : ['l.slug = $1', ref.slug];
      const [row] = await database.query<ListingRow>(
        `${selectListings(false)} where ${where} and l.hidden_at is null`,
        [value],
      );
      return row;
    },

    async findOwn(id: number, userId: string): Promise<ListingRow | undefined> {
      const [row] = await database.query<ListingRow>(`${selectListings(true)} where l.id = $1 and l.user_id = $2`, [
        id,
        userId,
      ]);
      return row;
    },

    /**
     * Visible listings matching the criteria: proven stores that sold in the last 30 days first
     * (an unproven claim counts for nothing), then the best text match, then the newest.
     */
    async search(criteria: ListingCriteria): Promise<{ rows: ListingRow[]; total: number }> {
      const query = `plainto_tsquery('simple', $1)`;
      const where = `l.hidden_at is null and ($1::text is null or l.search @@ ${query}) and ($2::text is null or l.category = $2) and ($3::text is null or l.supplier_type = $3)`;
      const params = [criteria.words ?? null, criteria.category ?? null, criteria.supplierType ?? null];
      const rows = await database.query<ListingRow>(
        `${selectListings(false)} where ${where}
         order by (l.store_verified_at is not null and coalesce(ss.revenue_30, 0) > 0) desc, case when $1::text is null then 0 else ts_rank(l.search, ${query}) end desc, l.created_at desc, l.id desc
         limit $4 offset $5`,
        [...params, criteria.limit, criteria.offset],
      );
      const [count] = await database.query<{ total: number }>(
        `select count(*)::int as total from listings l where ${where}`,
        params,
      );
      return { rows, total: count!.total };
    },

    async ownPage(userId: string, offset: number, limit: number): Promise<{ rows: ListingRow[]; total: number }> {
      const rows = await database.query<ListingRow>(
        `${selectListings(true)} where l.user_id = $1 order by l.created_at desc, l.id desc limit $2 offset $3`,
        [userId, limit, offset],
      );
      const [count] = await database.query<{ total: number }>(
        'select count(*)::int as total from listings where user_id = $1',
        [userId],
      );
      return { rows, total: count!.total };
    },

    /**
     * Records a reveal in one statement: a listing the user revealed before is revealed again
     * without counting; a new one counts only while the user's reveals since `dayStart` are under
     * `limit`.
     */
    async reveal(
      sql: SqlRunner,
      listingId: number,
      userId: string,
      now: Date,
      dayStart: Date,
      limit: number,
    ): Promise<{ outcome: RevealOutcome; usedToday: number }> {
      const [row] = await sql.query<{ again: boolean; inserted: boolean; usedToday: number }>(
        `with earlier as (select 1 from listing_reveals where listing_id = $1 and user_id = $2),
              used as (select count(*)::int as n from listing_reveals where user_id = $2 and revealed_at >= $4),
              added as (
                insert into listing_reveals (listing_id, user_id, revealed_at)
                select $1, $2, $3 where not exists (select 1 from earlier) and (select n from used) < $5
                on conflict (listing_id, user_id) do nothing returning 1)
         select exists (select 1 from earlier) as again, exists (select 1 from added) as inserted,
                (select n from used) + (select count(*) from added)::int as "usedToday"`,
        [listingId, userId, now, dayStart, limit],
      );
      const outcome: RevealOutcome = row!.again ? 'again' : row!.inserted ? 'revealed' : 'limit';
      return { outcome, usedToday: row!.usedToday };
    },

    /** Serialises one user's reveals until the transaction ends, so that the day's limit holds under concurrent calls. */
    async lockReveals(sql: SqlRunner, userId: string): Promise<void> {
      await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`listing-reveals:${userId}`]);
    },

    /**
     * Proves the unproven claims to the store with this marketplace id whose code `description`
     * carries (in any case); answers the listings proven.
     */
    async verifyClaimsByDescription(storeExternalId: string, description: string, now: Date): Promise<number[]> {
      const rows = await database.query<{ id: number }>(
        `update listings l set store_verified_at = $3, store_verified_by = 'description'
           from stores s
          where s.id = l.store_id and s.external_id = $1 and l.store_verified_at is null
            and l.store_claim_code is not null and strpos(upper($2), upper(l.store_claim_code)) > 0
          returning l.id`,
        [storeExternalId, description, now],
      );
      return rows.map((row) => row.id);
    },

    /** An admin's confirmation of a listing's store claim; false when the listing names no store. */
    async verifyClaimByAdmin(id: number, now: Date): Promise<boolean> {
      const rows = await database.query(
        `update listings set store_verified_at = coalesce(store_verified_at, $2),
                store_verified_by = coalesce(store_verified_by, 'admin')
          where id = $1 and store_id is not null returning id`,
        [id, now],
      );
      return rows.length > 0;
    },

    async setHidden(id: number, hiddenAt: Date | null): Promise<boolean> {
      return (
        (await database.query('update listings set hidden_at = $2 where id = $1 returning id', [id, hiddenAt])).length >
        0
      );
    },
  };
}
