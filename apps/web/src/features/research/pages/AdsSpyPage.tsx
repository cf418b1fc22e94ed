import { TOKEN_COSTS, type AdSighting } from '@pasarlens/contracts';
import { Alert, Button, Card, Empty, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompactRupiah } from '../../../components/CompactRupiah.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LiveConnectionNotice } from '../../../components/LiveConnectionNotice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay, formatIdr, formatPercent } from '../../../lib/format.ts';
import { useLiveQuery } from '../../../lib/live.ts';
import { LiveRequestError } from '../../../lib/liveError.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { isKeyword, KeywordSearch, keywordParam } from '../components/KeywordSearch.tsx';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { ResearchError } from '../components/ResearchError.tsx';
import { failureOf } from '../hooks.ts';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { CostNote } from '../components/CostNote.tsx';
import { planName } from '../../../lib/plan.ts';

/** Match types the ads data names (others are shown as they come). */
const MATCH_TYPE_KEYS: Record<string, string> = {
  broad: 'research.adsSpy.matchTypes.broad',
  phrase: 'research.adsSpy.matchTypes.phrase',
  exact: 'research.adsSpy.matchTypes.exact',
};

const RESET = { product: null, modal: null, panel: null };

/** What the plan allows (spec §9: ads 2, 5, 50, unlimited; none on the free plan). */
function Allowance({ limit, used }: { limit: number | null; used: number }) {
  const { t } = useTranslation();
  const text =
    limit === null
      ? t('research.adsSpy.allowanceUnlimited')
      : limit === 0
        ? t('research.adsSpy.allowanceNone', { plan: planName(t, 'basic') })
        : t('research.adsSpy.allowance', { count: limit, used });
  return (
    <CostNote testId="ads-allowance">
      {text} {t('research.adsSpy.cost', { count: TOKEN_COSTS.search })}
    </CostNote>
  );
}

function AdsTable({ ads, onOpen }: { ads: AdSighting[]; onOpen: (productId: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = (fraction: number) => formatPercent(fraction, language, 2);
  // Money never wraps; the product cell carries its store, so every column fits a 1366-px screen.
  const money = (amount: number) => <span className="pl-figure">{formatIdr(amount, language)}</span>;
  const columns: TableColumnsType<AdSighting> = [
    {
      key: 'product',
      title: t('research.adsSpy.columns.product'),
      width: 240,
      render: (_, ad) => (
        <div className="pl-product-cell__text">
          <Typography.Link data-testid="ad-product" onClick={() => onOpen(ad.productId)}>
            {ad.name}
          </Typography.Link>
          <Typography.Text type="secondary" className="pl-product-cell__meta" data-testid="ad-store">
            {ad.storeName}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'price', title: t('research.adsSpy.columns.price'), align: 'end', render: (_, ad) => money(ad.price) },
    {
      key: 'revenue30',
      title: t('research.adsSpy.columns.revenue30'),
      align: 'end',
      render: (_, ad) => (
        <span className="pl-figure">
          <CompactRupiah amount={ad.revenue30} />
        </span>
      ),
    },
    {
      key: 'bid',
      title: t('research.adsSpy.columns.bid'),
      align: 'end',
      render: (_, ad) => <span data-testid="ad-bid">{money(ad.bidPrice)}</span>,
    },
    {
      key: 'recommendedBid',
      title: t('research.adsSpy.columns.recommendedBid'),
      align: 'end',
      render: (_, ad) => money(ad.recommendedBidPrice),
    },
    {
      key: 'ctr',
      title: t('research.adsSpy.columns.ctr'),
      align: 'end',
      render: (_, ad) => <span data-testid="ad-ctr">{percent(ad.clickThroughRate)}</span>,
    },
    {
      key: 'conversion',
      title: t('research.adsSpy.columns.conversion'),
      align: 'end',
      render: (_, ad) => <span data-testid="ad-conversion">{percent(ad.conversionRate)}</span>,
    },
    {
      key: 'matchType',
      title: t('research.adsSpy.columns.matchType'),
      render: (_, ad) => (
        <Tag>{MATCH_TYPE_KEYS[ad.matchType] ? t(MATCH_TYPE_KEYS[ad.matchType] ?? '') : ad.matchType}</Tag>
      ),
    },
    { key: 'day', title: t('research.adsSpy.columns.day'), render: (_, ad) => formatDay(ad.day, language) },
  ];
  return (
    <Table<AdSighting>
      data-testid="ads-table"
      rowKey={(ad) => `${ad.productId}:${ad.day}:${ad.matchType}`}
      columns={columns}
      dataSource={ads}
      pagination={ads.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 960 }}
      onRow={(ad) => ({ onClick: () => onOpen(ad.productId), className: 'pl-clickable-row' })}
    />
  );
}

/**
 * /app/research/ads-spy: a marketplace and a keyword (?marketplace=&keyword=) asked on the
 * live-data channel ('ads_spy', one search token and one of the plan's monthly lookups): the ads
 * seen on the keyword with their bids, click-through and conversion rates. Ads spy needs a paid
 * plan (PLAN_REQUIRED: the paywall); a plan whose lookups are used up gets ADS_LIMIT_REACHED.
 */
export default function AdsSpyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.adsSpy.title'));
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const keyword = keywordParam(params);
  const searched = isKeyword(keyword);
  const ads = useLiveQuery('ads_spy', { marketplace, keyword }, searched);
  const code = failureOf(ads.error)?.body?.code;
  const lost = ads.error instanceof LiveRequestError && !ads.error.answered;
  const limit = user.premium.adsLimit;
  const open = (productId: number) => update({ product: productId, modal: null, panel: null });

  return (
    <div className="pl-page" data-testid="ads-spy">
      <Typography.Title level={3}>{t('research.adsSpy.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.adsSpy.lead')}</Typography.Paragraph>
      <LiveConnectionNotice />
      <MarketplaceTabs value={marketplace} onChange={(next) => update({ marketplace: next, ...RESET })} />
      <Card className="pl-card pl-research-card">
        <KeywordSearch
          testId="ads-search"
          value={keyword}
          placeholder={t('research.adsSpy.placeholder')}
          onSearch={(next) => update({ keyword: next, ...RESET })}
        />
        <Allowance limit={limit} used={user.premium.adsCount} />
      </Card>
      <Card className="pl-card pl-research-card">
        {!searched ? (
          <Empty data-testid="ads-prompt" description={t('research.adsSpy.prompt')} />
        ) : code === 'ADS_LIMIT_REACHED' ? (
          <Alert
            type="warning"
            showIcon
            data-testid="ads-limit-reached"
            className="pl-research-alert"
            title={t('errors.ADS_LIMIT_REACHED')}
            description={
              <>
                {t('research.adsSpy.limitReached', { count: limit ?? 0 })}{' '}
                <span data-testid="tokens-not-deducted">{t('research.tokensNotDeducted')}</span>
              </>
            }
            action={
              <LinkButton size="small" type="primary" to={paths.pricing}>
                {t('research.paywall.cta')}
              </LinkButton>
            }
          />
        ) : ads.isError ? (
          <>
            <ResearchError error={ads.error} tool="adsSpy" emptyKind="keyword" />
            {lost && (
              <Button data-testid="ads-retry" onClick={() => void ads.refetch()}>
                {t('common.retry')}
              </Button>
            )}
          </>
        ) : ads.data ? (
          <>
            <Typography.Paragraph type="secondary" data-testid="ads-found">
              {t('research.adsSpy.found', { count: ads.data.data.total_count, keyword: ads.data.data.keyword })}
            </Typography.Paragraph>
            <AdsTable ads={ads.data.data.items} onOpen={open} />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
      <ProductDrawer />
    </div>
  );
}
