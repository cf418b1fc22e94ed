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
import { randomBytes } from 'node:crypto';
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
function newSlug(row: Pick<ListingFields, 'productName' | 'storeName'>): string {
  const words = slugify(`${row.productName} ${row.storeName}`).slice(0, 80).replace(/-+$/, '') || 'supplier';
  return `${words}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}

function view(row: ListingRow): ListingView {
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
            revenue30: row.storeRevenue30,
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
        storeId: await matchedStore(marketStore),
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
      const values: Partial<ListingValues> = {
        ...rest,
        ...(marketStore !== undefined
          ? { marketStoreInput: marketStore, storeId: await matchedStore(marketStore) }
          : {}),
      };
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

    async setHidden(id: number, hidden: boolean) {
      if (!(await repo.setHidden(id, hidden ? clock.now() : null))) throw new AppError('NOT_FOUND');
      return { id, hidden };
    },
  };
}

export type ListingsService = ReturnType<typeof listingsService>;
