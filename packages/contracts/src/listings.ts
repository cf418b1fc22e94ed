import { z } from 'zod';
import { PURPOSE_MESSAGE } from './admin.ts';
import { phoneSchema } from './auth.ts';
import { boundedText, text, wholeNumber } from './fields.ts';
import { isValidWebsite, WEBSITE_MESSAGE } from './validation.ts';

/** Spec §3: the eleven categories of a supplier listing. */
export const LISTING_CATEGORIES = [
  'beauty',
  'fashion_accessories',
  'health',
  'home_cleaning',
  'electronics',
  'food_beverage',
  'baby',
  'automotive',
  'sports',
  'voucher',
  'others',
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** Spec §3: the five supplier types. */
export const SUPPLIER_TYPES = ['manufacturer', 'wholesaler', 'agent', 'distributor', 'brand_owner'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

/** A product photo: JPEG, PNG or WebP, checked by content, at most this many bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Contacts one user may reveal a day (WIB), so the directory cannot be scraped. */
export const REVEALS_PER_DAY = 20;
/** Listings a page of search or of the dashboard holds. */
export const LISTINGS_PER_PAGE = 12;

const required = (max: number, what: string) =>
  boundedText(max).min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

const websiteSchema = boundedText(200)
  .refine((value) => value === '' || isValidWebsite(value), WEBSITE_MESSAGE)
  .transform((value) => (value === '' ? null : value));

/** The fields of a listing, as the register form sends them (spec §3). */
export const listingFieldsSchema = z.object({
  productName: required(120, 'Product name'),
  photoId: z.uuid({ error: 'Upload a product photo' }),
  category: z.enum(LISTING_CATEGORIES, { error: 'Choose a category' }),
  supplierType: z.enum(SUPPLIER_TYPES, { error: 'Choose a supplier type' }),
  storeName: required(100, 'Store name'),
  phone: phoneSchema,
  website: websiteSchema.nullish(),
  address: required(300, 'Address'),
  description: required(2000, 'Product description'),
  /** Optional: the store's marketplace page or username, matched against the stores we know. */
  marketStore: boundedText(200)
    .transform((value) => value || null)
    .nullish(),
});
export type ListingFields = z.infer<typeof listingFieldsSchema>;
export type ListingFieldsInput = z.input<typeof listingFieldsSchema>;

/** An edit sends any of the fields; those it leaves out stay as they are. */
export const listingChangesSchema = listingFieldsSchema.partial();
export type ListingChanges = z.infer<typeof listingChangesSchema>;

export const listingSearchSchema = z.object({
  page: wholeNumber(1, 10_000).default(1),
  product: boundedText(100).optional(),
  category: z.enum(LISTING_CATEGORIES, { error: 'Choose a category' }).optional(),
  type: z.enum(SUPPLIER_TYPES, { error: 'Choose a supplier type' }).optional(),
});
export type ListingSearch = z.infer<typeof listingSearchSchema>;

/** A listing by its id, or by its slug (the detail page's address). */
export const listingRefSchema = z.object({ id: text().regex(/^(\d{1,9}|[a-z0-9-]{1,140})$/, 'Not a listing') });
export const ownListingRefSchema = z.object({ id: wholeNumber(1, 999_999_999) });

const photoSchema = z.object({ display: z.string(), thumb: z.string() });

/**
 * The store of ours a listing names. `verified`: its owner proved the store is theirs
 * (decisions/028); only then are the store's last 30 days shown as the supplier's (`revenue30`,
 * else null) and the listing ranked on them.
 */
export const listingMarketStoreSchema = z.object({
  id: z.number(),
  name: z.string(),
  marketplace: z.string(),
  verified: z.boolean(),
  revenue30: z.number().nullable(),
});

/** What everyone sees: never the WhatsApp number, which is revealed on request. */
export const listingViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  productName: z.string(),
  photo: photoSchema,
  category: z.enum(LISTING_CATEGORIES),
  supplierType: z.enum(SUPPLIER_TYPES),
  storeName: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  description: z.string(),
  marketStore: listingMarketStoreSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ListingView = z.infer<typeof listingViewSchema>;

/** What the owner sees of their own listing, for the dashboard and the edit form. */
export const ownListingSchema = listingViewSchema.extend({
  photoId: z.uuid(),
  phone: z.string(),
  marketStoreInput: z.string().nullable(),
  /** The code to place in the claimed store's description until the claim is verified; null without a claim. */
  storeClaimCode: z.string().nullable(),
  hidden: z.boolean(),
  reveals: z.number(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), total_page: z.number(), total: z.number() });
export const listingPageSchema = paged(listingViewSchema);
export const ownListingPageSchema = paged(ownListingSchema);

export const listingPhotoSchema = z.object({ id: z.uuid(), photo: photoSchema });
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const revealSchema = z.object({ phone: z.string(), whatsappUrl: z.string(), remainingToday: z.number() });
export type Reveal = z.infer<typeof revealSchema>;

export const listingVisibilitySchema = z.object({ hidden: z.boolean({ error: 'Must be true or false' }) });
/** An admin's confirmation of a listing's store claim, with why (kept in the audit log). */
export const listingStoreVerificationSchema = z.object({ purpose: boundedText(500).min(3, PURPOSE_MESSAGE) });
export const photoFileSchema = z.object({ file: text().regex(/^[0-9a-f-]{36}-(display|thumb)\.webp$/, 'Not a photo') });
