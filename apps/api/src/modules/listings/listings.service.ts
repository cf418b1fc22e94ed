import {
  LISTINGS_PER_PAGE,
  REVEALS_PER_DAY,
  type Language,
  type ListingChanges,
  type ListingFields,
  type ListingSearch,
  type ListingView,
  type OwnListing,
} from '@pasarlens/contracts';
import { slugify } from '@pasarlens/market';
import { randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { storeOfReference } from './market-store.ts';
import type { PhotoStore } from './photo-store.ts';
import { processPhoto } from './photos.ts';
import { listingsRepo, type ListingRow, type ListingValues } from './listings.repo.ts';
import { whatsappChatUrl } from './whatsapp.ts';

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
/** 00:00 in Jakarta on the day that holds `at`: reveal limits count from there. */
const wibDayStart = (at: Date) =>
  new Date(Math.floor((at.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS);

export const photoFileName = (photoId: string, size: 'display' | 'thumb') => `${photoId}-${size}.webp`;
const photoUrls = (photoId: string) => ({
  display: `/media/listing-photos/${photoFileName(photoId, 'display')}`,
  thumb: `/media/listing-photos/${photoFileName(photoId, 'thumb')}`,
});

/** Readable and unique: the product and store in words, and a short random tail so two alike never collide in practice. */
export function newSlug(row: Pick<ListingFields, 'productName' | 'storeName'>): string {
  const words = slugify(`${row.productName} ${row.storeName}`).slice(0, 80).replace(/-+$/, '') || 'supplier';
  return `${words}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CLAIM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short code the owner places in the claimed store's description: "PL-7K3QHX". */
export function newClaimCode(): string {
  return `PL-${Array.from({ length: 6 }, () => CLAIM_ALPHABET[randomInt(CLAIM_ALPHABET.length)]).join('')}`;
}

/** A claim to `storeId`, unproven: a fresh code, or none without a store. */
const claimOf = (storeId: number | null) => ({
  storeId,
  storeClaimCode: storeId === null ? null : newClaimCode(),
  storeVerifiedAt: null,
  storeVerifiedBy: null,
});

function view(row: ListingRow): ListingView {
  const verified = row.storeVerifiedAt !== null;
  return {
    id: row.id,
    slug: row.slug,
    productName: row.productName,
    photo: photoUrls(row.photoId),
    category: row.category,
    supplierType: row.supplierType,
    storeName: row.storeName,
    website: row.website,
    address: row.address,
    description: row.description,
    marketStore:
      row.storeId && row.matchedStoreName
        ? {
            id: row.storeId,
            name: row.matchedStoreName,
            marketplace: row.storeMarketplace ?? '',
            verified,
            // Until the claim is proven, the store's sales are not the supplier's to show.
            revenue30: verified ? row.storeRevenue30 : null,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ownView = (row: ListingRow): OwnListing => ({
  ...view(row),
  photoId: row.photoId,
  phone: row.phone,
  marketStoreInput: row.marketStoreInput,
  storeClaimCode: row.storeId === null ? null : row.storeClaimCode,
  hidden: row.hiddenAt !== null,
  reveals: row.reveals,
});

const pageOf = <T>(items: T[], page: number, total: number) => ({
  items,
  page,
  total_page: Math.max(1, Math.ceil(total / LISTINGS_PER_PAGE)),
  total,
});

export function listingsService(ctx: AppContext, photos: PhotoStore) {
  const repo = listingsRepo(ctx.database);
  const { clock } = ctx;

  async function ownPhoto(photoId: string, userId: string): Promise<void> {
    if ((await repo.photoOwner(photoId)) !== userId)
      throw new AppError('PHOTO_INVALID', { issues: [{ path: 'photoId', message: 'Upload a product photo' }] });
  }

  async function matchedStore(reference: string | null | undefined): Promise<number | null> {
    const wanted = reference ? storeOfReference(reference) : undefined;
    return wanted ? ((await repo.storeByUsername(wanted.username, wanted.marketplace)) ?? null) : null;
  }

  async function own(id: number, userId: string): Promise<OwnListing> {
    const row = await repo.findOwn(id, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return ownView(row);
  }

  return {
    own,

    /** Checks and re-encodes first, so a bad file stores nothing; a failed write takes its row back. */
    async uploadPhoto(userId: string, bytes: Buffer) {
      const processed = await processPhoto(bytes);
      const id = await repo.insertPhoto(userId, clock.now());
      try {
        await photos.put(photoFileName(id, 'display'), processed.display);
        await photos.put(photoFileName(id, 'thumb'), processed.thumb);
      } catch (error) {
        await repo.deletePhoto(id);
        throw error;
      }
      return { id, photo: photoUrls(id) };
    },

    photoFile: (name: string) => photos.get(name),

    /**
     * Photos uploaded for a form that was never saved: gone after a day, rows first, so that a
     * photo whose files are deleted can no longer be named by a listing.
     */
    async purgeUnusedPhotos(): Promise<number> {
      const ids = await repo.deleteUnusedPhotos(new Date(clock.now().getTime() - DAY_MS));
      for (const id of ids)
        await Promise.all([photos.remove(photoFileName(id, 'display')), photos.remove(photoFileName(id, 'thumb'))]);
      return ids.length;
    },

    async create(userId: string, fields: ListingFields): Promise<OwnListing> {
      await ownPhoto(fields.photoId, userId);
      const { marketStore, ...rest } = fields;
      const values: ListingValues = {
        ...rest,
        website: rest.website ?? null,
        marketStoreInput: marketStore ?? null,
        ...claimOf(await matchedStore(marketStore)),
      };
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await own(await repo.insert(userId, newSlug(fields), values, clock.now()), userId);
        } catch (error) {
          if (violatedUniqueConstraint(error) !== 'listings_slug_unique' || attempt === 3) throw error;
        }
      }
    },

    /** Only the owner's listing changes; anyone else's answers as if it did not exist. The slug stays, so shared links keep working. */
    async update(id: number, userId: string, changes: ListingChanges): Promise<OwnListing> {
      if (changes.photoId) await ownPhoto(changes.photoId, userId);
      const { marketStore, ...rest } = changes;
      const values: Partial<ListingValues> = { ...rest };
      if (marketStore !== undefined) {
        const storeId = await matchedStore(marketStore);
        // Another store is another claim, to be proven afresh; the same store keeps its proof.
        const current = await repo.findOwn(id, userId);
        if (!current) throw new AppError('NOT_FOUND');
        Object.assign(values, { marketStoreInput: marketStore }, current.storeId === storeId ? {} : claimOf(storeId));
      }
      if (!(await repo.update(id, userId, values, clock.now()))) throw new AppError('NOT_FOUND');
      return own(id, userId);
    },

    async search(query: ListingSearch) {
      const { rows, total } = await repo.search({
        words: query.product || undefined,
        category: query.category,
        supplierType: query.type,
        offset: (query.page - 1) * LISTINGS_PER_PAGE,
        limit: LISTINGS_PER_PAGE,
      });
      return pageOf(rows.map(view), query.page, total);
    },

    async mine(userId: string, page: number) {
      const { rows, total } = await repo.ownPage(userId, (page - 1) * LISTINGS_PER_PAGE, LISTINGS_PER_PAGE);
      return pageOf(rows.map(ownView), page, total);
    },

    async find(ref: string): Promise<ListingView> {
      const row = await repo.findVisible(/^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { slug: ref });
      if (!row) throw new AppError('NOT_FOUND');
      return view(row);
    },

    /**
     * The number of a visible listing, recorded once per user and listing; a user may reveal
     * REVEALS_PER_DAY new listings a Jakarta day. The owner sees their own without counting.
     */
    async reveal(id: number, userId: string, language: Language) {
      const row = await repo.findVisible({ id });
      if (!row) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const dayStart = wibDayStart(now);
      let usedToday = 0;
      if (row.userId !== userId) {
        const result = await ctx.database.transaction(async (sql) => {
          await repo.lockReveals(sql, userId);
          return repo.reveal(sql, id, userId, now, dayStart, REVEALS_PER_DAY);
        });
        if (result.outcome === 'limit') {
          throw new AppError('REVEAL_LIMIT', {
            retryAfterSeconds: Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000),
          });
        }
        usedToday = result.usedToday;
      }
      return {
        phone: row.phone,
        whatsappUrl: whatsappChatUrl(row, language),
        remainingToday: Math.max(0, REVEALS_PER_DAY - usedToday),
      };
    },

    /**
     * A capture of a store's description (by the store's marketplace id) proves the claims to that
     * store whose code it carries (decisions/028); answers the listings proven.
     */
    verifyStoreClaims: (storeExternalId: string, descriptionText: string): Promise<number[]> =>
      repo.verifyClaimsByDescription(storeExternalId, descriptionText, clock.now()),

    /** An admin confirms a listing's store claim (the route is audited); a listing without a store is not found. */
    async verifyStore(id: number) {
      if (!(await repo.verifyClaimByAdmin(id, clock.now()))) throw new AppError('NOT_FOUND');
      return { id, verified: true as const };
    },

    async setHidden(id: number, hidden: boolean) {
      if (!(await repo.setHidden(id, hidden ? clock.now() : null))) throw new AppError('NOT_FOUND');
      return { id, hidden };
    },
  };
}
