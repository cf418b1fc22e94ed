import type { ListingChanges, ListingFieldsInput, ListingSearch } from '@pasarlens/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { client, endpointQuery } from '../../lib/client.ts';

/** The previous results stay on screen while a changed filter loads. */
export const listingSearchQuery = (search: ListingSearch) =>
  queryOptions({
    ...endpointQuery('listingSearch', search),
    placeholderData: keepPreviousData,
  });
export const myListingsQuery = (page: number) => endpointQuery('myListings', { page });
export const myListingQuery = (id: number | undefined) =>
  queryOptions({
    ...endpointQuery('myListing', { id: id ?? 0 }),
    enabled: id !== undefined,
  });
export const listingQuery = (slug: string) => endpointQuery('listing', { id: slug });

/** Every listing query: a saved or revealed listing makes them stale. */
export const LISTING_QUERY_KEYS = [['listingSearch'], ['myListings'], ['myListing'], ['listing']] as const;

export const uploadPhoto = (photo: File) => client.uploadListingPhoto({ photo });
export const createListing = (fields: ListingFieldsInput) => client.createListing(fields);
export const updateListing = (id: number, changes: ListingChanges) => client.updateListing({ id, ...changes });
export const revealPhone = (id: number) => client.revealListingPhone({ id });
/** An admin confirms a listing's store claim, saying why. */
export const verifyListingStore = (id: number, purpose: string) => client.verifyListingStore({ id, purpose });

/** A photo path of an answer as a URL the browser can load (the API may be on another host). */
export const photoUrl = (path: string) => apiUrl(path);
