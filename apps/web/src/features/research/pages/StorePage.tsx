import { ArrowLeftOutlined, HistoryOutlined } from '@ant-design/icons';
import { PRODUCT_SORT_KEYS, STORE_FIRST_PRODUCTS, TOKEN_COSTS, type StoreProductsInput } from '@pasarlens/contracts';
import { Card, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { AnalyticsPanel } from '../components/AnalyticsPanel.tsx';
import { CostNote } from '../components/CostNote.tsx';
import { NoResults } from '../components/NoResults.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { ProductResults } from '../components/ProductResults.tsx';
import { ResearchError } from '../components/ResearchError.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { StoreHeader } from '../components/StoreHeader.tsx';
import { allowedRefinements, useChargedQuery, useResearchQuery, useResearchSupport } from '../hooks.ts';
import { orderParam, pageParam, pageSizeParam, productSortParam, toApiPage } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/research/store/:storeId: the store (flags, followers, response rate, location), its first
 * STORE_FIRST_PRODUCTS products (the server's first page; ?page=&sort= from then on) and, in the
 * second tab (?view=analytics), its daily sales over a date range.
 */
export default function StorePage() {
  const { t } = useTranslation();
  const { storeId: rawId } = useParams();
  const storeId = Number(rawId);
  const valid = Number.isInteger(storeId) && storeId > 0;
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const view = params.get('view') === 'analytics' ? 'analytics' : 'products';
  const page = pageParam(params);
  const sort = productSortParam(params);
  const refinable = useResearchSupport();

  const detail = useResearchQuery(researchQueries.store(storeId), { enabled: valid });
  const store = detail.data?.data;
  useDocumentTitle(store?.name ?? t('research.store.title'));

  // The first page is the server's (its first STORE_FIRST_PRODUCTS products); a later page needs
  // the store's marketplace to be numbered (Shopee counts from 0).
  const marketplace = store?.marketplace;
  const input: StoreProductsInput = {
    store_id: storeId,
    ...(page > 1 && marketplace ? { page: toApiPage(page, marketplace) } : {}),
    page_size: pageSizeParam(params),
    ...allowedRefinements(refinable, sort, orderParam(params)),
  };
  const { query: products, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.storeProducts(input), {
    enabled: valid && view === 'products' && (page === 1 || marketplace !== undefined),
    keepPrevious: true,
  });

  const back = (
    <LinkButton type="link" icon={<ArrowLeftOutlined />} to={paths.storeResearch} className="pl-back-link">
      {t('research.store.back')}
    </LinkButton>
  );

  if (!valid) {
    return (
      <div className="pl-page">
        {back}
        <NoResults kind="store" />
      </div>
    );
  }

  return (
    <div className="pl-page" data-testid="store-page">
      {back}
      <Card className="pl-card pl-research-card" data-testid="store-detail">
        {detail.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        {detail.isError && <ResearchError error={detail.error} tool="store" emptyKind="store" />}
        {store && (
          <StoreHeader
            store={store}
            extra={
              <LinkButton
                size="small"
                icon={<HistoryOutlined />}
                to={paths.storeHistory(store.storeId)}
                data-testid="open-store-history"
              >
                {t('history.open')}
              </LinkButton>
            }
          />
        )}
      </Card>
      <Card className="pl-card pl-research-card">
        <Tabs
          activeKey={view}
          onChange={(key) => update({ view: key === 'analytics' ? 'analytics' : null })}
          items={[
            {
              key: 'products',
              label: t('research.store.productsTab'),
              children: (
                <>
                  <CostNote>{t('research.store.productsCost', { count: TOKEN_COSTS.search })}</CostNote>
                  <div className="pl-research-toolbar">
                    <Typography.Text type="secondary">
                      {t('research.store.productsLead', { count: STORE_FIRST_PRODUCTS })}
                    </Typography.Text>
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
                    marketplace={marketplace ?? products.data?.data.items[0]?.marketplace}
                    page={page}
                    sort={sort}
                    tool="store"
                    emptyKind="storeProducts"
                    showStore={false}
                    download={{ source: 'store_research/store_products', input }}
                  />
                </>
              ),
            },
            {
              key: 'analytics',
              label: t('research.store.analyticsTab'),
              children: (
                <AnalyticsPanel
                  cost={TOKEN_COSTS.historicalCategoryOrStoreDetail}
                  testId="store-analytics"
                  query={(range) => researchQueries.storeAnalytics({ store_id: storeId, ...range })}
                />
              ),
            },
          ]}
        />
      </Card>
      <ProductDrawer />
    </div>
  );
}
