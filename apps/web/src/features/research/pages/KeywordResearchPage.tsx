import {
  PRODUCT_SORT_KEYS,
  TOKEN_COSTS,
  type KeywordInsight,
  type ProductSearchInput,
  type ResearchAnswer,
} from '@pasarlens/contracts';
import {
  Button,
  Card,
  Col,
  Empty,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tabs,
  Typography,
  type TableColumnsType,
} from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LiveConnectionNotice } from '../../../components/LiveConnectionNotice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useLiveQuery } from '../../../lib/live.ts';
import { LiveRequestError } from '../../../lib/liveError.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { isKeyword, KeywordSearch, keywordParam } from '../components/KeywordSearch.tsx';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { Paywall } from '../components/Paywall.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { ProductResults } from '../components/ProductResults.tsx';
import { ResearchError } from '../components/ResearchError.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { allowedRefinements, useChargedQuery, useResearchSupport } from '../hooks.ts';
import { marketplaceParam, orderParam, pageParam, pageSizeParam, productSortParam, toApiPage } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { CostNote } from '../components/CostNote.tsx';

const KeywordVolumeChart = lazy(() => import('../charts/KeywordVolumeChart.tsx'));

type Related = KeywordInsight['related'][number];

/** A new keyword (or marketplace) starts over: first page, first tab, no product open. */
const KEYWORD_RESET = { page: null, view: null, product: null, modal: null, panel: null };

/** The keyword's search volume (30 days; 7 on the free plan, with the paywall) and its related keywords. */
function KeywordInsightView({
  asked,
  answer,
  onResearch,
}: {
  asked: string;
  answer: ResearchAnswer<KeywordInsight>;
  onResearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const insight = answer.data;
  const limited = !answer.isPremium || answer.showPaywall;
  const latest = insight.volumes.at(-1);
  const total = insight.volumes.reduce((sum, volume) => sum + volume.searchVolume, 0);
  const columns: TableColumnsType<Related> = [
    {
      key: 'keyword',
      title: t('research.keyword.related.keyword'),
      render: (_, related) => (
        <Typography.Link data-testid="related-keyword" onClick={() => onResearch(related.keyword)}>
          {related.keyword}
        </Typography.Link>
      ),
    },
    {
      key: 'volume',
      title: t('research.keyword.related.volume'),
      align: 'end',
      render: (_, related) => formatNumber(related.searchVolume, language),
    },
  ];

  return (
    <div data-testid="keyword-insight">
      {insight.keyword !== asked.trim().toLowerCase() && (
        <Typography.Paragraph data-testid="keyword-matched" type="secondary">
          {t('research.keyword.matched', { keyword: insight.keyword, asked })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8} data-testid="keyword-latest">
          <Statistic
            title={t('research.keyword.latest', { day: latest ? formatDate(latest.day, language) : '—' })}
            value={latest ? formatNumber(latest.searchVolume, language) : '—'}
          />
        </Col>
        <Col xs={24} sm={8} data-testid="keyword-total">
          <Statistic
            title={t('research.keyword.total', { days: insight.volumes.length })}
            value={formatNumber(total, language)}
          />
        </Col>
        <Col xs={24} sm={8} data-testid="keyword-days">
          <Statistic title={t('research.keyword.daysShown')} value={insight.volumes.length} />
        </Col>
      </Row>
      <Typography.Title level={5}>{t('research.keyword.volumeTitle')}</Typography.Title>
      {insight.volumes.length === 0 ? (
        <Empty description={t('research.keyword.noVolume')} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <KeywordVolumeChart volumes={insight.volumes} />
        </Suspense>
      )}
      {limited ? (
        <Paywall kind="keywords" />
      ) : (
        <section className="pl-section">
          <Typography.Title level={5}>{t('research.keyword.related.title')}</Typography.Title>
          {insight.related.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('research.keyword.related.empty')}</Typography.Paragraph>
          ) : (
            <Table<Related>
              data-testid="related-table"
              rowKey="keyword"
              size="small"
              columns={columns}
              dataSource={insight.related}
              pagination={false}
            />
          )}
        </section>
      )}
    </div>
  );
}

/**
 * /app/research/keyword: a marketplace and a keyword (?marketplace=&keyword=) asked on the
 * live-data channel ('keyword', one search token): its daily search volume and related keywords
 * (a related keyword is researched in turn). The second tab (?view=products) lists the products
 * for the keyword through product research (another search token), opening the product drawer.
 */
export default function KeywordResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.keyword.title'));
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const keyword = keywordParam(params);
  const searched = isKeyword(keyword);
  const view = params.get('view') === 'products' ? 'products' : 'volume';
  const page = pageParam(params);
  const sort = productSortParam(params);
  const refinable = useResearchSupport();

  const insight = useLiveQuery('keyword', { marketplace, keyword }, searched);
  const input: ProductSearchInput = {
    marketplace,
    q: keyword,
    page: toApiPage(page, marketplace),
    page_size: pageSizeParam(params),
    ...allowedRefinements(refinable, sort, orderParam(params)),
  };
  const { query: products, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.products(input), {
    enabled: searched && view === 'products',
    keepPrevious: true,
  });
  const research = (next: string) => update({ keyword: next, ...KEYWORD_RESET });
  const lost = insight.error instanceof LiveRequestError && !insight.error.answered;

  return (
    <div className="pl-page" data-testid="keyword-research">
      <Typography.Title level={3}>{t('research.keyword.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.keyword.lead')}</Typography.Paragraph>
      <LiveConnectionNotice />
      <MarketplaceTabs value={marketplace} onChange={(next) => update({ marketplace: next, ...KEYWORD_RESET })} />
      <Card className="pl-card pl-research-card">
        <KeywordSearch
          testId="keyword-search"
          value={keyword}
          placeholder={t('research.keyword.placeholder')}
          onSearch={research}
        />
        <CostNote>{t('research.keyword.cost', { count: TOKEN_COSTS.search })}</CostNote>
      </Card>
      <Card className="pl-card pl-research-card">
        {!searched ? (
          <Empty data-testid="keyword-prompt" description={t('research.keyword.prompt')} />
        ) : (
          <Tabs
            activeKey={view}
            onChange={(key) => update({ view: key === 'products' ? 'products' : null, page: null })}
            items={[
              {
                key: 'volume',
                label: t('research.keyword.tabs.volume'),
                children: insight.isError ? (
                  <>
                    <ResearchError
                      error={insight.error}
                      tool="keyword"
                      emptyKind="keyword"
                      request={{ marketplace, kind: 'keyword', reference: keyword }}
                    />
                    {lost && (
                      <Button data-testid="keyword-retry" onClick={() => void insight.refetch()}>
                        {t('common.retry')}
                      </Button>
                    )}
                  </>
                ) : insight.data ? (
                  <KeywordInsightView asked={keyword} answer={insight.data} onResearch={research} />
                ) : (
                  <Skeleton active paragraph={{ rows: 6 }} />
                ),
              },
              {
                key: 'products',
                label: t('research.keyword.tabs.products'),
                children: (
                  <>
                    <div className="pl-research-toolbar">
                      <Typography.Text type="secondary">
                        {t('research.keyword.productsLead', { keyword, count: TOKEN_COSTS.search })}
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
                      marketplace={marketplace}
                      page={page}
                      sort={sort}
                      tool="product"
                      emptyKind="keyword"
                      download={{ source: 'product_research/products', input }}
                    />
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
      <ProductDrawer />
    </div>
  );
}
