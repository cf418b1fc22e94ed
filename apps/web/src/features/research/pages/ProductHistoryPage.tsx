import { apiUrl } from '../../../lib/api.ts';
import { BellOutlined, ExportOutlined, ShopOutlined } from '@ant-design/icons';
import { ALERT_PLATFORMS, TOKEN_COSTS, type ProductDetail } from '@pasarlens/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatIdr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { marketplaceLabelKey } from '../components/MarketplaceTabs.tsx';
import { ProfitEstimate } from '../components/ProfitEstimate.tsx';
import { HistoryDetail } from '../components/history/HistoryDetail.tsx';
import { HistoryPage, routeId } from '../components/history/HistoryPage.tsx';
import { useResearchQuery } from '../hooks.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { DataAsOf } from '../../../components/DataAsOf.tsx';

function ProductHeader({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  return (
    <Space align="start" size="middle" className="pl-product-head">
      {product.imageUrl && (
        <img className="pl-product-head__image" src={apiUrl(product.imageUrl)} alt="" width={72} height={72} />
      )}
      <div>
        <Typography.Title level={3} className="pl-store-head__name" data-testid="history-name">
          {product.name}
        </Typography.Title>
        <Space wrap size={[8, 8]} className="pl-product-head__actions">
          <Tag>{t(marketplaceLabelKey(product.marketplace))}</Tag>
          <DataAsOf marketplaces={[product.marketplace]} />
          {product.brandName && <Tag>{product.brandName}</Tag>}
          <Typography.Text strong>{formatIdr(product.price, language)}</Typography.Text>
          <ProfitEstimate marketplace={product.marketplace} price={product.price} />
          <LinkButton
            size="small"
            icon={<ShopOutlined />}
            to={paths.storeHistory(product.storeId, params)}
            data-testid="history-store-link"
          >
            {product.storeName}
          </LinkButton>
          {(ALERT_PLATFORMS as readonly string[]).includes(product.marketplace) && (
            <LinkButton
              size="small"
              icon={<BellOutlined />}
              to={paths.newPriceAlertFor(product.productId)}
              data-testid="add-price-alert"
            >
              {t('research.addPriceAlert')}
            </LinkButton>
          )}
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
      </div>
    </Space>
  );
}

/**
 * /app/history/product/:productId: the product (free), then its history over the URL's range
 * (?from=&to=, TOKEN_COSTS.historicalProductDetail a range) in a summary and a charts tab.
 */
export default function ProductHistoryPage() {
  const { t } = useTranslation();
  const productId = routeId(useParams().productId);
  const valid = !Number.isNaN(productId);
  const detail = useResearchQuery(researchQueries.product(productId), {
    enabled: valid,
  });
  const product = detail.data?.data;
  useDocumentTitle(product ? t('history.pageTitle', { name: product.name }) : t('history.product.title'));

  return (
    <HistoryPage
      testId="product-history"
      backTo={paths.productHistories}
      valid={valid}
      header={product && <ProductHeader product={product} />}
      headerPending={detail.isPending && valid}
      headerError={detail.error}
      tool="product"
      emptyKind="product"
    >
      <HistoryDetail
        cost={TOKEN_COSTS.historicalProductDetail}
        query={(range) => researchQueries.productAnalytics({ product_id: productId, ...range })}
      />
    </HistoryPage>
  );
}
