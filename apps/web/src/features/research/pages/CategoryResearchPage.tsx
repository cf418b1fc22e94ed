import { PRODUCT_SORT_KEYS, TOKEN_COSTS, type CategoryNode, type CategoryProductsInput } from '@pasarlens/contracts';
import { Breadcrumb, Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { useChosenCategory } from '../categoryTree.ts';
import { AnalyticsPanel } from '../components/AnalyticsPanel.tsx';
import { BrandShares } from '../components/BrandShares.tsx';
import { CategoryPicker } from '../components/CategoryPicker.tsx';
import { CategoryTable } from '../components/CategoryTable.tsx';
import { CostNote } from '../components/CostNote.tsx';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { ProductFiltersForm } from '../components/ProductFiltersForm.tsx';
import { ProductResults } from '../components/ProductResults.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { allowedRefinements, useChargedQuery, useResearchSupport } from '../hooks.ts';
import {
  categoryPathValue,
  filterChanges,
  filtersParam,
  orderParam,
  pageParam,
  pageSizeParam,
  productSortParam,
  toApiPage,
} from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

type View = 'products' | 'subcategories' | 'analytics';
const viewParam = (params: URLSearchParams): View => {
  const value = params.get('view');
  return value === 'subcategories' || value === 'analytics' ? value : 'products';
};

/** Leaving a category (or the marketplace) drops what belonged to it. */
const CATEGORY_RESET = { page: null, view: null, product: null, modal: null, panel: null };

/**
 * /app/research/category: a marketplace, a category from the tree (?category=12.34.56), then the
 * category's products (server-sorted and paged, filtered), its subcategories, or its analytics
 * (brands' share and daily sales over a date range). Without a category: the top level's market size.
 */
export default function CategoryResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.category.title'));
  const update = useParamsUpdater();
  const { params, marketplace, path, categoryId, tree } = useChosenCategory();
  const category = categoryId === undefined ? undefined : tree.nodes.get(categoryId);
  // Before the tree has loaded the chosen category, trust the URL's tab; a leaf has no subcategories.
  const showSubcategories = category ? category.hasChildren : viewParam(params) === 'subcategories';
  const view = viewParam(params) === 'subcategories' && !showSubcategories ? 'products' : viewParam(params);
  const page = pageParam(params);
  const sort = productSortParam(params);
  const filters = filtersParam(params);
  const refinable = useResearchSupport();

  const input: CategoryProductsInput = {
    marketplace,
    category_id: categoryId ?? 0,
    page: toApiPage(page, marketplace),
    page_size: pageSizeParam(params),
    ...allowedRefinements(refinable, sort, orderParam(params), filters),
  };
  const { query: products, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.categoryProducts(input), {
    enabled: categoryId !== undefined && view === 'products',
    keepPrevious: true,
  });

  const choose = (nextPath: number[]) => update({ category: categoryPathValue(nextPath), ...CATEGORY_RESET });
  const chooseChild = (node: CategoryNode) => choose([...path, node.id]);

  return (
    <div className="pl-page" data-testid="category-research">
      <Typography.Title level={3}>{t('research.category.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.category.lead')}</Typography.Paragraph>
      <MarketplaceTabs
        value={marketplace}
        onChange={(next) => update({ marketplace: next, category: null, ...CATEGORY_RESET })}
      />

      <Card className="pl-card pl-research-card">
        <Space orientation="vertical" size="middle" className="pl-full-width">
          <CategoryPicker key={marketplace} tree={tree} value={path} onChange={choose} />
          <CostNote>{t('research.category.cost', { count: TOKEN_COSTS.search })}</CostNote>
          {path.length > 0 && (
            <Breadcrumb
              data-testid="category-path"
              items={[
                {
                  key: 'all',
                  title: <Typography.Link onClick={() => choose([])}>{t('research.category.all')}</Typography.Link>,
                },
                ...path.map((id, index) => ({
                  key: id,
                  title:
                    index === path.length - 1 ? (
                      (tree.nodes.get(id)?.name ?? '…')
                    ) : (
                      <Typography.Link onClick={() => choose(path.slice(0, index + 1))}>
                        {tree.nodes.get(id)?.name ?? '…'}
                      </Typography.Link>
                    ),
                })),
              ]}
            />
          )}
        </Space>
      </Card>

      {categoryId === undefined ? (
        <Card className="pl-card pl-research-card" title={t('research.category.topLevel')}>
          <CategoryTable
            marketplace={marketplace}
            parentId={null}
            onChoose={(node) => choose([node.id])}
            downloadable
          />
        </Card>
      ) : (
        <Card className="pl-card pl-research-card">
          <Tabs
            activeKey={view}
            onChange={(key) => update({ view: key === 'products' ? null : key, page: null })}
            items={[
              {
                key: 'products',
                label: t('research.category.tabs.products'),
                children: (
                  <>
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
                    <ProductResults
                      query={products}
                      costPrompt={costPrompt}
                      marketplace={marketplace}
                      page={page}
                      sort={sort}
                      tool="category"
                      emptyKind="category"
                      download={{ source: 'category_research/category_products', input }}
                    />
                  </>
                ),
              },
              ...(showSubcategories
                ? [
                    {
                      key: 'subcategories',
                      label: t('research.category.tabs.subcategories'),
                      children: (
                        <CategoryTable
                          marketplace={marketplace}
                          parentId={categoryId}
                          onChoose={chooseChild}
                          downloadable
                        />
                      ),
                    },
                  ]
                : []),
              {
                key: 'analytics',
                label: t('research.category.tabs.analytics'),
                children: (
                  <AnalyticsPanel
                    cost={TOKEN_COSTS.historicalCategoryOrStoreDetail}
                    testId="category-analytics"
                    query={(range) => researchQueries.categoryAnalytics({ category_id: categoryId, ...range })}
                    extra={(analytics) => <BrandShares analytics={analytics} />}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
      <ProductDrawer />
    </div>
  );
}
