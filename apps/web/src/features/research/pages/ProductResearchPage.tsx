import { PRODUCT_SORT_KEYS, TOKEN_COSTS, type ProductSearchInput } from '@pasarlens/contracts';
import { Card, Empty, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchKeys, researchProducts } from '../api.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { ProductFiltersForm } from '../components/ProductFiltersForm.tsx';
import { ProductResults } from '../components/ProductResults.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { useResearchQuery } from '../hooks.ts';
import { filterChanges, filtersParam, marketplaceParam, pageParam, pageSizeParam, productSortParam, toApiPage } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/research/product: products by keyword (?q=) on a marketplace, filtered, sorted and paged on
 * the server; a product opens its detail drawer with the variants and affiliate modals.
 */
export default function ProductResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.product.title'));
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params);
  const sort = productSortParam(params);
  const filters = filtersParam(params);

  const input: ProductSearchInput = { marketplace, q, page: toApiPage(page, marketplace), page_size: pageSizeParam(params), sort, filters };
  const products = useResearchQuery(researchKeys.products(input), () => researchProducts(input), { enabled: q !== '', keepPrevious: true });

  return (
    <div className="pl-page" data-testid="product-research">
      <Typography.Title level={3}>{t('research.product.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.product.lead')}</Typography.Paragraph>
      <MarketplaceTabs value={marketplace} onChange={(next) => update({ marketplace: next, page: null, product: null, modal: null, panel: null })} />
      <Card className="pl-card pl-research-card">
        <Input.Search
          key={q}
          data-testid="product-search"
          defaultValue={q}
          allowClear
          enterButton={t('research.product.search')}
          size="large"
          placeholder={t('research.product.placeholder')}
          aria-label={t('research.product.placeholder')}
          onSearch={(value) => update({ q: value.trim(), page: null, product: null, modal: null, panel: null })}
        />
        <Typography.Paragraph type="secondary" className="pl-research-cost">
          {t('research.product.cost', { count: TOKEN_COSTS.search })}
        </Typography.Paragraph>
        <div className="pl-research-toolbar">
          <ProductFiltersForm key={JSON.stringify(filters ?? {})} filters={filters} onApply={(next) => update(filterChanges(next))} />
          <SortSelect keys={PRODUCT_SORT_KEYS} value={sort} disabled={products.data !== undefined && !products.data.isPremium} onChange={(key) => update({ sort: key, page: null })} />
        </div>
      </Card>
      <Card className="pl-card pl-research-card">
        {q === '' ? (
          <Empty data-testid="product-search-prompt" description={t('research.product.prompt')} />
        ) : (
          <ProductResults query={products} marketplace={marketplace} page={page} sort={sort} tool="product" emptyKind="keyword" />
        )}
      </Card>
      <ProductDrawer />
    </div>
  );
}
