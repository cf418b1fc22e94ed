import { z } from 'zod';
import {
  listingChangesSchema,
  listingFieldsSchema,
  listingPageSchema,
  listingPhotoSchema,
  listingRefSchema,
  listingSearchSchema,
  listingViewSchema,
  listingVisibilitySchema,
  ownListingPageSchema,
  ownListingRefSchema,
  ownListingSchema,
  photoFileSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MEDIA_TYPES,
  revealSchema,
} from '../listings.ts';
import { pageQuerySchema } from '../billing.ts';
import { endpoint } from './endpoint.ts';

/** Spec §7 listings: the supplier database. */
export const listingsEndpoints = {
  listingSearch: endpoint({
    method: 'GET', path: '/internal/listing', tag: 'listings', summary: 'Search listings by product, category and supplier type; stores that sell come first', access: 'user',
    query: listingSearchSchema, response: listingPageSchema,
  }),
  myListings: endpoint({ method: 'GET', path: '/internal/listing/user', tag: 'listings', summary: "The user's own listings with their reveal counts", access: 'user', query: pageQuerySchema, response: ownListingPageSchema }),
  myListing: endpoint({
    method: 'GET', path: '/internal/listing/user/:id', tag: 'listings', summary: "One of the user's own listings, for editing", access: 'user',
    params: ownListingRefSchema, response: ownListingSchema, errors: ['NOT_FOUND'],
  }),
  listing: endpoint({
    method: 'GET', path: '/internal/listing/:id', tag: 'listings', summary: 'One listing by id or slug, without its WhatsApp number', access: 'user',
    params: listingRefSchema, response: listingViewSchema, errors: ['NOT_FOUND'],
  }),
  revealListingPhone: endpoint({
    method: 'GET', path: '/internal/listing/:id/phone', tag: 'listings', summary: "Reveal a listing's WhatsApp number (recorded, limited per day)", access: 'user',
    params: ownListingRefSchema, response: revealSchema, errors: ['NOT_FOUND', 'REVEAL_LIMIT'],
  }),
  uploadListingPhoto: endpoint({
    method: 'POST', path: '/internal/listing/photo', tag: 'listings', summary: 'Upload a product photo (multipart field photo: JPEG, PNG or WebP, at most 5 MB)', access: 'user', status: 201,
    upload: { field: 'photo', maxBytes: PHOTO_MAX_BYTES, mediaTypes: PHOTO_MEDIA_TYPES }, response: listingPhotoSchema, errors: ['PHOTO_INVALID', 'PHOTO_TOO_LARGE'],
  }),
  createListing: endpoint({
    method: 'POST', path: '/internal/listing', tag: 'listings', summary: 'Register a listing', access: 'user', status: 201,
    body: listingFieldsSchema, response: ownListingSchema, errors: ['PHOTO_INVALID'],
  }),
  updateListing: endpoint({
    method: 'PATCH', path: '/internal/listing/:id', tag: 'listings', summary: "Change one of the user's own listings", access: 'user',
    params: ownListingRefSchema, body: listingChangesSchema, response: ownListingSchema, errors: ['NOT_FOUND', 'PHOTO_INVALID'],
  }),
  listingPhotoFile: endpoint({
    method: 'GET', path: '/media/listing-photos/:file', tag: 'listings', summary: 'A listing photo (image/webp), cached for a year: its name never names other bytes', access: 'public',
    params: photoFileSchema, response: z.string().describe('image/webp bytes'), errors: ['NOT_FOUND'],
  }),
};

/** The admin's part of the supplier database. */
export const adminListingsEndpoints = {
  setListingHidden: endpoint({
    method: 'PATCH', path: '/internal/admin/listing/:id', tag: 'listings', summary: 'Hide a listing from search and detail, or show it again', access: 'admin',
    params: ownListingRefSchema, body: listingVisibilitySchema, response: z.object({ id: z.number(), hidden: z.boolean() }), errors: ['NOT_FOUND'],
  }),
};
