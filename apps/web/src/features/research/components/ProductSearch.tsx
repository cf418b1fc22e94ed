import { PRODUCT_SORT_KEYS, TOKEN_COSTS, type ProductSearchInput } from '@pasarlens/contracts';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { researchQueries } from '../queries.ts';
import { allowedRefinements, useChargedQuery, useResearchSupport } from '../hooks.ts';
import {
  filterChanges,
  filtersParam,
  marketplaceParam,
  orderParam,
  pageParam,
  pageSizeParam,
  productSortParam,
  toApiPage,
} from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { ProductFiltersForm } from './ProductFiltersForm.tsx';
import { isKeyword, KeywordSearch } from './KeywordSearch.tsx';
import { ProductResults } from './ProductResults.tsx';
import { SortSelect } from './SortSelect.tsx';
import { CostNote } from './CostNote.tsx';

/** Leaving a search drops the product drawer over it. */
const DRAWER_CLOSED = { product: null, modal: null, panel: null };

/**
 * Products by keyword (?q=) on the URL's marketplace, filtered, sorted and paged on the server:
 * the search card and the results card. A product opens its detail drawer, or what `onOpen`
 * says; nothing is asked (or charged) before a keyword.
 */
export function ProductSearch({
  prompt,
  onOpen,
  storePath,
}: {
  prompt: string;
  onOpen?: (productId: number) => void;
  storePath?: (storeId: number) => string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params);
  const sort = productSortParam(params);
  const filters = filtersParam(params);
  const refinable = useResearchSupport();

  const input: ProductSearchInput = {
    marketplace,
    q,
    page: toApiPage(page, marketplace),
    page_size: pageSizeParam(params),
    ...allowedRefinements(refinable, sort, orderParam(params), filters),
  };
  const { query: products, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.products(input), {
    enabled: isKeyword(q),
    keepPrevious: true,
  });

  return (
    <>
      <Card className="pl-card pl-research-card">
        <KeywordSearch
          value={q}
          placeholder={t('research.product.placeholder')}
          onSearch={(keyword) => update({ q: keyword, page: null, ...DRAWER_CLOSED })}
          testId="product-search"
        />
        <CostNote>{t('research.product.cost', { count: TOKEN_COSTS.search })}</CostNote>
        <div className="pl-research-toolbar">
          <ProductFiltersForm
            key={JSON.stringify(filters ?? {})}
            filters={filters}
            locked={!refinable}
            onApply={(next) => update(filterChanges(next))}
          />
          <SortSelect
            keys={PRODUCT_SORT_KEYS}
            value={sort}
            disabled={!refinable}
            onChange={(key) => update({ sort: key, page: null })}
          />
        </div>
      </Card>
      <Card className="pl-card pl-research-card">
        {!isKeyword(q) ? (
          <Empty data-testid="product-search-prompt" description={prompt} />
        ) : (
          <ProductResults
            query={products}
            costPrompt={costPrompt}
            marketplace={marketplace}
            page={page}
            sort={sort}
            tool="product"
            emptyKind="keyword"
            onOpen={onOpen}
            storePath={storePath}
            request={{ marketplace, kind: 'keyword', reference: q }}
            download={{ source: 'product_research/products', input }}
          />
        )}
      </Card>
    </>
  );
}

/** The marketplace change of a product search: back to the first page, the drawer closed. */
export const marketplaceChange = (marketplace: string) => ({ marketplace, page: null, ...DRAWER_CLOSED });
