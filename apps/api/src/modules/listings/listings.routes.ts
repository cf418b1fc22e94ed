import multipart from '@fastify/multipart';
import { adminListingsEndpoints, listingsEndpoints, PHOTO_MAX_BYTES } from '@pasarlens/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { configuredPhotoStore } from './photo-store.ts';
import { listingsService } from './listings.service.ts';

const PHOTO_FIELD = listingsEndpoints.uploadListingPhoto.upload.field;
const notAPhoto = (message = 'Send one photo as multipart/form-data in the field "photo"') =>
  new AppError('PHOTO_INVALID', { issues: [{ path: PHOTO_FIELD, message }] });

/** The one file of a multipart upload, read whole; anything else is the client's error, never a 500. */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAPhoto();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PHOTO_FIELD) throw notAPhoto();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PHOTO_TOO_LARGE', {
        issues: [{ path: PHOTO_FIELD, message: 'The photo must be at most 5 MB' }],
      });
    throw notAPhoto();
  }
}

/** A year: a photo's file name is a fresh id, so its bytes never change. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

export function listingsRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = listingsService(ctx, configuredPhotoStore(ctx.config));
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    registerEndpoints(app, listingsEndpoints, {
      listingSearch: ({ query }) => service.search(query),
      myListings: ({ query, auth }) => service.mine(auth.user.id, query.page),
      myListing: ({ params, auth }) => service.own(params.id, auth.user.id),
      listing: ({ params }) => service.find(params.id),
      revealListingPhone: ({ params, auth, request }) =>
        service.reveal(params.id, auth.user.id, requestLanguage(request)),
      uploadListingPhoto: async ({ request, auth }) => service.uploadPhoto(auth.user.id, await uploadedPhoto(request)),
      createListing: ({ body, auth }) => service.create(auth.user.id, body),
      updateListing: ({ params, body, auth }) => service.update(params.id, auth.user.id, body),
      listingPhotoFile: async ({ params, reply }) => {
        const bytes = await service.photoFile(params.file);
        if (!bytes) throw new AppError('NOT_FOUND');
        reply
          .header('content-type', 'image/webp')
          .header('cache-control', PHOTO_CACHE)
          .header('cross-origin-resource-policy', 'cross-origin');
        // Bytes go out as they are: fastify serialises only objects, and the contract can only name them as a string.
        return bytes as unknown as string;
      },
    });
    registerEndpoints(app, adminListingsEndpoints, {
      setListingHidden: ({ params, body }) => service.setHidden(params.id, body.hidden),
      verifyListingStore: ({ params }) => service.verifyStore(params.id),
    });
  };
}
