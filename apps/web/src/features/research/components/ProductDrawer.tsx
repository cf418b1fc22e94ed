import { apiUrl } from '../../../lib/api.ts';
import { ExportOutlined, HistoryOutlined, ShopOutlined } from '@ant-design/icons';
import { TOKEN_COSTS, type ProductDetail } from '@pasarlens/contracts';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { formatDate, formatIdr, formatNumber, formatRating } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { researchQueries } from '../queries.ts';
import { useResearchQuery } from '../hooks.ts';
import { idParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { AffiliateModal } from './AffiliateModal.tsx';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import { marketplaceLabelKey } from './MarketplaceTabs.tsx';
import { Paywall } from './Paywall.tsx';
import { ProfitEstimate } from './ProfitEstimate.tsx';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';
import { ProvenanceTag } from './ProvenanceTag.tsx';
import { pricedFrom } from './price.ts';
import { RequestDataButton } from './RequestDataButton.tsx';
import { ResearchError } from './ResearchError.tsx';
import { VariantModal } from './VariantModal.tsx';

/** The URL parameters of the drawer, removed together when it closes. */
const CLOSED = { product: null, modal: null, panel: null };

/** Why revenue is not units × the list price when the variants' prices differ: it is summed variant by variant. */
function RevenueExplained({ product, premium }: { product: ProductDetail; premium: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!pricedFrom(product)) return null;
  const range = { from: formatIdr(product.price, language), to: formatIdr(product.priceMax, language) };
  return (
    <Alert
      type="info"
      showIcon
      className="pl-research-alert"
      data-testid="revenue-explained"
      title={t('research.detail.revenueExplained.title')}
      description={`${t('research.detail.revenueExplained.body', range)} ${t(
        premium ? 'research.detail.revenueExplained.variants' : 'research.detail.revenueExplained.locked',
      )}`}
    />
  );
}

function ProductFacts({ product, premium }: { product: ProductDetail; premium: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
  return (
    <>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        bordered
        data-testid="product-facts"
        items={[
          {
            key: 'price',
            label: t('research.detail.price'),
            children: (
              <Space wrap size={8}>
                <span data-testid="detail-price">
                  {pricedFrom(product)
                    ? t('research.detail.priceRange', {
                        from: formatIdr(product.price, language),
                        to: formatIdr(product.priceMax, language),
                      })
                    : formatIdr(product.price, language)}
                </span>
                <ProfitEstimate marketplace={product.marketplace} price={product.price} />
              </Space>
            ),
          },
          {
            key: 'originalPrice',
            label: t('research.detail.originalPrice'),
            children: product.originalPrice === null ? '—' : formatIdr(product.originalPrice, language),
          },
          {
            key: 'rating',
            label: t('research.detail.rating'),
            children: product.rating === null ? '—' : formatRating(product.rating, language),
          },
          { key: 'reviews', label: t('research.detail.reviews'), children: number(product.reviewCount) },
          { key: 'stock', label: t('research.detail.stock'), children: number(product.stock) },
          { key: 'soldTotal', label: t('research.detail.soldTotal'), children: number(product.soldTotal) },
          {
            key: 'units30',
            label: t('research.detail.units30'),
            children: (
              <>
                {number(product.units30)} <ProvenanceTag measuredDays={product.measuredDays30} />
              </>
            ),
          },
          {
            key: 'revenue30',
            label: t('research.detail.revenue30'),
            children: (
              <>
                <RupiahRange amount={product.revenue30} range={product.revenue30Range} />{' '}
                <ProvenanceTag measuredDays={product.measuredDays30} /> <ConfidenceBadge mix={product.confidence30} />
              </>
            ),
          },
          {
            key: 'revenue7',
            label: t('research.detail.revenue7'),
            children: (
              <>
                {formatIdr(product.revenue7, language)} <ProvenanceTag measuredDays={product.measuredDays7} days={7} />
              </>
            ),
          },
          { key: 'brand', label: t('research.detail.brand'), children: product.brandName ?? '—' },
          {
            key: 'listedAt',
            label: t('research.detail.listedAt'),
            children: product.listedAt ? formatDate(product.listedAt, language) : '—',
          },
          { key: 'location', label: t('research.detail.location'), children: product.location ?? '—' },
          {
            key: 'category',
            label: t('research.detail.category'),
            span: 'filled',
            children:
              product.categoryPath.length > 0 ? product.categoryPath.map((category) => category.name).join(' › ') : '—',
          },
        ]}
      />
      <RevenueExplained product={product} premium={premium} />
    </>
  );
}

/**
 * The detail of the product in the URL (?product=), over any product list: its facts, its store,
 * the variants and affiliate modals (?modal=variants|affiliate) and its sales chart (?panel=chart).
 */
export function ProductDrawer() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const productId = idParam(params, 'product');
  const modal = params.get('modal');
  const panel = params.get('panel') === 'chart' ? 'chart' : 'details';
  const query = useResearchQuery(researchQueries.product(productId ?? 0), {
    enabled: productId !== undefined,
  });
  const answer = query.data;
  const product = answer?.data;
  const premium = answer ? answer.isPremium && !answer.showPaywall : false;

  return (
    <Drawer
      open={productId !== undefined}
      onClose={() => update(CLOSED)}
      size={isPhone ? '100%' : 760}
      title={product?.name ?? t('research.detail.title')}
      destroyOnHidden
    >
      <div data-testid="product-drawer">
        {query.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
        {query.isError && <ResearchError error={query.error} tool="product" emptyKind="product" />}
        {answer && product && (
          <>
            <Space align="start" size="middle" className="pl-product-head">
              {product.imageUrl && (
                <img className="pl-product-head__image" src={apiUrl(product.imageUrl)} alt="" width={96} height={96} />
              )}
              <div>
                <Space wrap size={[8, 8]}>
                  <Tag>{t(marketplaceLabelKey(product.marketplace))}</Tag>
                  <LinkButton
                    size="small"
                    icon={<ShopOutlined />}
                    to={paths.store(product.storeId)}
                    data-testid="product-store"
                  >
                    {product.storeName}
                  </LinkButton>
                  {product.url && (
                    <Button
                      size="small"
                      type="link"
                      href={product.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      icon={<ExportOutlined />}
                    >
                      {t('research.detail.openOnMarketplace')}
                    </Button>
                  )}
                </Space>
                <Space wrap className="pl-product-head__actions">
                  <Button data-testid="open-variants" onClick={() => update({ modal: 'variants' })}>
                    {premium
                      ? t('research.detail.variants', { count: product.variants.length })
                      : t('research.detail.variantsLocked')}
                    {/* Tokopedia's variants come from its statistics, a charged call: said before the click. */}
                    {premium &&
                      product.tokopediaKeys &&
                      ` · ${t('research.detail.tokenCost', { count: TOKEN_COSTS.historicalProductDetail })}`}
                  </Button>
                  <Button data-testid="open-affiliate" onClick={() => update({ modal: 'affiliate' })}>
                    {t('research.detail.affiliate')}
                  </Button>
                  <LinkButton
                    icon={<HistoryOutlined />}
                    to={paths.productHistory(product.productId)}
                    data-testid="open-product-history"
                  >
                    {t('history.open')}
                  </LinkButton>
                </Space>
              </div>
            </Space>
            {product.validating && (
              <Alert
                type="info"
                showIcon
                data-testid="validating"
                title={t('research.validating.title')}
                description={t('research.validating.body')}
                action={
                  <RequestDataButton
                    request={{
                      marketplace: product.marketplace,
                      kind: 'product',
                      reference: String(product.productId),
                    }}
                  />
                }
              />
            )}
            {!premium && <Paywall kind="details" />}
            <Tabs
              activeKey={panel}
              onChange={(key) => update({ panel: key === 'chart' ? 'chart' : null }, { replace: true })}
              items={[
                {
                  key: 'details',
                  label: t('research.detail.detailsTab'),
                  children: <ProductFacts product={product} premium={premium} />,
                },
                {
                  key: 'chart',
                  label: t('research.detail.chartTab'),
                  children: (
                    <AnalyticsPanel
                      cost={TOKEN_COSTS.historicalProductDetail}
                      testId="product-analytics"
                      query={(range) => researchQueries.productAnalytics({ product_id: product.productId, ...range })}
                    />
                  ),
                },
              ]}
            />
            <VariantModal
              product={product}
              premium={premium}
              open={modal === 'variants'}
              onClose={() => update({ modal: null })}
            />
            <AffiliateModal
              product={product}
              premium={premium}
              open={modal === 'affiliate'}
              onClose={() => update({ modal: null })}
            />
          </>
        )}
      </div>
    </Drawer>
  );
}
