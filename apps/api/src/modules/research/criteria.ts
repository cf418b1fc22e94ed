import type { ProductSearchInput, StoreSearchInput } from '@pasarlens/contracts';
import type { ProductCriteria, ProductFilters, StoreCriteria } from './research.repo.ts';

type FilterInput = {
  filters?: { min_price?: number; max_price?: number; min_rating?: number; official_only?: boolean } | undefined;
};

/** A screen's product filters as the research repo takes them. */
export const filtersOf = (input: FilterInput): ProductFilters => ({
  minPrice: input.filters?.min_price,
  maxPrice: input.filters?.max_price,
  minRating: input.filters?.min_rating,
  officialOnly: input.filters?.official_only,
});

/** The products a product search lists (with its filters when the user may set them). */
export const productSearchCriteria = (
  input: Pick<ProductSearchInput, 'marketplace' | 'q'> & FilterInput,
  filtered = true,
): ProductCriteria => ({
  marketplace: input.marketplace,
  nameWords: input.q,
  ...(filtered ? filtersOf(input) : {}),
});

/** The stores a store search lists. */
export const storeSearchCriteria = (
  input: Pick<StoreSearchInput, 'marketplace' | 'q' | 'username'>,
): StoreCriteria => ({
  marketplace: input.marketplace,
  nameWords: input.q || undefined,
  usernamePrefix: input.username,
});
