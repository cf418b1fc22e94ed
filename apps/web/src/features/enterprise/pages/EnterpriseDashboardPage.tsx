import { useQuery } from '@tanstack/react-query';
import { FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { Figure, MarketOverview, ResearchMarketplace } from '@pasarlens/contracts';
import { Alert, Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { PhoneFigures, WIDE_ONLY } from '../../../components/PhoneFigures.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDay, formatIdrCompact, formatPercent } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLastMarketDay } from '../../../lib/marketplaces.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import {
  markOnboarded,
  analysableMarketsQuery,
  brandOverviewQuery,
  categoryOverviewQuery,
  marketBrandsQuery,
  marketOverviewQuery,
} from '../queries.ts';
import { namedBrands } from '../brandNames.ts';
import { shareSlices, type DailyPoint, type Slice } from '../charts.ts';
import { DailyAreas, PeriodBars, ShareDonut } from '../components/EnterpriseCharts.tsx';
import { PriceBandsPanel, ShareMoversPanel } from '../components/BeyondPeers.tsx';
import { EnterprisePaywall } from '../components/EnterprisePaywall.tsx';
import { Change, RevenueFigure, TotalsCards } from '../components/Figures.tsx';
import { FilterModal } from '../components/FilterModal.tsx';
import { buildTagText, MarketBuildStatus } from '../components/MarketBuildStatus.tsx';
import { TopLists } from '../components/TopLists.tsx';
import { defaultFilter, type DashboardFilter } from '../filter.ts';
import { useAppliedFilters } from '../useAppliedFilters.ts';
import { DataAsOf } from '../../../components/DataAsOf.tsx';

type Shared = Figure & { share: number; name: string };

/** Shares with their change against the previous period; a phone shows the figures under each name (no sideways scroll). */
function ShareTable({
  rows,
  testId,
  link,
}: {
  rows: readonly (Shared & { id: number })[];
  testId: string;
  link?: (id: number) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      data-testid={testId}
      dataSource={[...rows]}
      columns={[
        {
          key: 'name',
          title: t('enterprise.top.name'),
          render: (_, r) => (
            <>
              {link ? <Link to={link(r.id)}>{r.name}</Link> : r.name}
              <PhoneFigures
                figures={[
                  formatPercent(r.share, language),
                  <span key="revenue" className="pl-figure">
                    <RevenueFigure figure={r} />
                  </span>,
                  <Change key="change" value={r.revenueChange} />,
                ]}
              />
            </>
          ),
        },
        {
          key: 'share',
          title: t('enterprise.top.share'),
          responsive: [...WIDE_ONLY],
          render: (_, r) => <span data-testid="share">{formatPercent(r.share, language)}</span>,
        },
        {
          key: 'revenue',
          title: t('enterprise.totals.revenue'),
          responsive: [...WIDE_ONLY],
          render: (_, r) => (
            <span className="pl-figure">
              <RevenueFigure figure={r} />
            </span>
          ),
        },
        {
          key: 'change',
          title: t('enterprise.top.growth'),
          responsive: [...WIDE_ONLY],
          render: (_, r) => <Change value={r.revenueChange} />,
        },
      ]}
    />
  );
}

/** Stores and brands that first sold in the market within the range. */
function NewEntrants({ entrants }: { entrants: MarketOverview['newEntrants'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = (kind: 'stores' | 'brands') => (
    <Col xs={24} md={12} key={kind}>
      <Typography.Title level={5}>{t(`enterprise.dashboard.new.${kind}`)}</Typography.Title>
      {entrants[kind].length === 0 ? (
        <Typography.Text type="secondary">{t('enterprise.dashboard.new.none')}</Typography.Text>
      ) : (
        <ul data-testid={`new-${kind}`}>
          {entrants[kind].map((e) => (
            <li key={e.id}>
              {kind === 'stores' ? <Link to={paths.fromEnterprise(paths.storeHistory(e.id))}>{e.name}</Link> : e.name} —{' '}
              {formatDay(e.firstDay, language)},{' '}
              <span className="pl-figure">{formatIdrCompact(e.revenue, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Col>
  );
  return <Row gutter={[12, 12]}>{(['stores', 'brands'] as const).map(list)}</Row>;
}

/** The same chart trio for every breakdown: share donut, stacked daily areas, period bars. */
function Breakdown({
  rows,
  keys,
  rest,
  daily,
  nameOf,
  label,
}: {
  rows: readonly Shared[];
  /** Each row's key in the daily points, in the rows' order. */
  keys: readonly string[];
  /** What the rows leave of the market, when they need not add up to it. */
  rest?: Slice;
  daily: readonly DailyPoint[];
  nameOf: (key: string) => string;
  label: string;
}) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={8}>
        <Card size="small" className="pl-card">
          <ShareDonut slices={shareSlices(rows, rest)} label={label} testId="share-donut" />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card size="small" className="pl-card">
          <DailyAreas points={daily} nameOf={nameOf} order={keys} label={label} testId="daily-areas" />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" className="pl-card">
          <PeriodBars bars={rows.slice(0, 10)} label={label} testId="period-bars" />
        </Card>
      </Col>
    </Row>
  );
}

/** /app/enterprise: pick a market, apply a filter (spec §9 costs), read it by platform, brand, category and top lists. */
export default function EnterpriseDashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSignedInUser();
  const lastDay = useLastMarketDay();
  const allowed = user.premium.enterpriseSupport;
  const [params, setParams] = useSearchParams();
  const markets = useQuery(analysableMarketsQuery(allowed));
  const marketId = Number(params.get('market')) || markets.data?.items[0]?.id;
  const market = markets.data?.items.find((m) => m.id === marketId);
  const brands = useQuery(marketBrandsQuery(market?.id));
  const applied = useAppliedFilters(user.id);
  const [filterOpen, setFilterOpen] = useState(false);
  const [tab, setTab] = useState('platform');
  const [guideClosed, setGuideClosed] = useState(false);
  // A market being built again (after an edit) has no figures to show, even for a filter applied today.
  const current = market?.build.state === 'ready' ? applied.appliedTo(market.id) : null;
  const overview = useQuery(marketOverviewQuery(current));
  const brandOverview = useQuery(brandOverviewQuery(current, tab === 'brand'));
  const categoryOverview = useQuery(categoryOverviewQuery(current, tab === 'category'));
  useDocumentTitle(t('nav.enterprise'));
  if (!allowed) return <EnterprisePaywall />;
  if (markets.isPending) return <Skeleton active />;
  if (isApiError(markets.error)) return <ApiErrorAlert failure={markets.error.failure} />;

  const shownBrands = namedBrands(brandOverview.data?.brands ?? [], t);
  const brandNames = new Map(shownBrands.map((b) => [String(b.id), b.name]));
  const categoryNames = new Map((categoryOverview.data?.categories ?? []).map((c) => [String(c.id), c.name]));
  const apply = (filter: DashboardFilter) => {
    applied.apply(filter);
    setFilterOpen(false);
  };

  return (
    <div className="pl-page" data-testid="enterprise-dashboard">
      <PageHeading title={t('nav.enterprise')}>
        <LinkButton icon={<UnorderedListOutlined />} to={paths.enterpriseLists} data-testid="enterprise-lists-link">
          {t('enterprise.lists.title')}
        </LinkButton>
      </PageHeading>
      {markets.data && !markets.data.onboarded && !guideClosed && (
        <Alert
          type="info"
          showIcon
          closable
          data-testid="onboarding"
          title={t('enterprise.onboarding.title')}
          description={t('enterprise.onboarding.text')}
          onClose={() => {
            setGuideClosed(true);
            void markOnboarded();
          }}
          style={{ marginBottom: 16 }}
        />
      )}
      {markets.data?.items.length === 0 ? (
        <Empty description={t('enterprise.dashboard.noMarkets')}>
          <LinkButton type="primary" to={paths.newEnterpriseItem('market')}>
            {t('enterprise.form.create.market')}
          </LinkButton>
        </Empty>
      ) : (
        <>
          <Flex wrap gap={8} style={{ marginBottom: 16 }}>
            <Select
              value={market?.id}
              onChange={(id: number) => setParams({ market: String(id) })}
              // The build's state first: a phone cuts a long name, not the percentage.
              options={markets.data?.items.map((m) => ({
                value: m.id,
                label: m.build.state === 'ready' ? m.name : `${buildTagText(t, m.build)} · ${m.name}`,
              }))}
              style={{ minWidth: 220 }}
              data-testid="market-select"
            />
            <Button
              type="primary"
              icon={<FilterOutlined />}
              onClick={() => setFilterOpen(true)}
              disabled={market?.build.state !== 'ready'}
              data-testid="filter-open"
            >
              {t('enterprise.filter.open')}
            </Button>
          </Flex>
          {market && (
            <div style={{ marginBottom: 16 }}>
              <DataAsOf marketplaces={market.marketplaces} />
            </div>
          )}
          {market && filterOpen && (
            <FilterModal
              open
              initial={
                current ?? defaultFilter(market.id, market.marketplaces as ResearchMarketplace[], lastDay ?? null)
              }
              applied={current}
              marketMarketplaces={market.marketplaces as ResearchMarketplace[]}
              brands={(brands.data?.items ?? []) as { id: number; name: string; marketplaces: ResearchMarketplace[] }[]}
              maxDays={user.premium.enterpriseRange}
              onApply={apply}
              onCancel={() => setFilterOpen(false)}
            />
          )}
          {market && (
            <MarketBuildStatus build={market.build} marketId={market.id} editable={market.type === 'personal'} />
          )}
          {!current && market?.build.state === 'ready' && <Empty description={t('enterprise.dashboard.applyFirst')} />}
          {current && overview.isPending && <Skeleton active />}
          {isApiError(overview.error) && <ApiErrorAlert failure={overview.error.failure} />}
          {current && overview.data && (
            <>
              <Typography.Paragraph type="secondary" data-testid="range">
                {t('enterprise.dashboard.range', {
                  from: formatDay(overview.data.range.start_date, language),
                  to: formatDay(overview.data.range.end_date, language),
                  days: overview.data.range.days,
                })}
              </Typography.Paragraph>
              <TotalsCards totals={overview.data.totals} />
              <Tabs
                activeKey={tab}
                onChange={setTab}
                style={{ marginTop: 16 }}
                items={[
                  {
                    key: 'platform',
                    label: t('enterprise.tabs.platform'),
                    children: (
                      <>
                        <Breakdown
                          rows={overview.data.byMarketplace.map((m) => ({
                            ...m,
                            name: t(`research.marketplaces.${m.marketplace}`),
                          }))}
                          keys={overview.data.byMarketplace.map((m) => m.marketplace)}
                          daily={overview.data.daily}
                          nameOf={(key) => t(`research.marketplaces.${key}`)}
                          label={t('enterprise.tabs.platform')}
                        />
                        <Typography.Title level={5}>{t('enterprise.dashboard.topStores')}</Typography.Title>
                        <ShareTable
                          rows={overview.data.topStores}
                          testId="top-stores"
                          link={(id) => paths.fromEnterprise(paths.storeHistory(id))}
                        />
                        <NewEntrants entrants={overview.data.newEntrants} />
                        <PriceBandsPanel filter={current} />
                      </>
                    ),
                  },
                  {
                    key: 'brand',
                    label: t('enterprise.tabs.brand'),
                    children: brandOverview.data ? (
                      <>
                        <Breakdown
                          rows={shownBrands}
                          keys={shownBrands.map((b) => String(b.id))}
                          rest={{
                            name: t('enterprise.dashboard.otherBrands'),
                            revenue:
                              brandOverview.data.market.revenue - shownBrands.reduce((sum, b) => sum + b.revenue, 0),
                          }}
                          daily={brandOverview.data.daily}
                          nameOf={(key) => brandNames.get(key) ?? key}
                          label={t('enterprise.tabs.brand')}
                        />
                        <ShareTable rows={shownBrands} testId="brand-shares" />
                        <div style={{ marginTop: 16 }}>
                          <ShareMoversPanel filter={current} brands={shownBrands} />
                        </div>
                      </>
                    ) : isApiError(brandOverview.error) ? (
                      <ApiErrorAlert failure={brandOverview.error.failure} />
                    ) : (
                      <Skeleton active />
                    ),
                  },
                  {
                    key: 'category',
                    label: t('enterprise.tabs.category'),
                    children: categoryOverview.data ? (
                      <>
                        <Breakdown
                          rows={categoryOverview.data.categories}
                          keys={categoryOverview.data.categories.map((c) => String(c.id))}
                          daily={categoryOverview.data.daily}
                          nameOf={(key) => categoryNames.get(key) ?? key}
                          label={t('enterprise.tabs.category')}
                        />
                        <ShareTable
                          rows={categoryOverview.data.categories}
                          testId="category-shares"
                          link={(id) => paths.fromEnterprise(paths.categoryHistory(id))}
                        />
                      </>
                    ) : isApiError(categoryOverview.error) ? (
                      <ApiErrorAlert failure={categoryOverview.error.failure} />
                    ) : (
                      <Skeleton active />
                    ),
                  },
                  { key: 'top', label: t('enterprise.tabs.top'), children: <TopLists filter={current} /> },
                ]}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
