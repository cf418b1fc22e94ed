import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { listingsService } from '../modules/listings/listings.service.ts';
import { configuredPhotoStore } from '../modules/listings/photo-store.ts';
import { JOB_TIMEZONE } from './queue.ts';

const LISTING_PHOTO_CLEANUP_QUEUE = 'listing-photo-cleanup';

/** Deletes listing photos that were uploaded but never saved with a listing. */
export async function registerListingPhotoCleanup(
  boss: PgBoss,
  ctx: AppContext,
  options: { work: boolean; schedule: boolean },
) {
  await boss.createQueue(LISTING_PHOTO_CLEANUP_QUEUE);
  const service = listingsService(ctx, configuredPhotoStore(ctx.config));
  if (options.work) await boss.work(LISTING_PHOTO_CLEANUP_QUEUE, () => service.purgeUnusedPhotos());
  if (options.schedule) await boss.schedule(LISTING_PHOTO_CLEANUP_QUEUE, '45 3 * * *', {}, { tz: JOB_TIMEZONE });
}
