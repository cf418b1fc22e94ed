import { apiUrl } from '../../../lib/api.ts';
import { BellOutlined, StarFilled } from '@ant-design/icons';
import {
  ALERT_PLATFORMS,
  PRODUCT_SORT_KEYS,
  type Paged,
  type ProductSummary,
  type ResearchAnswer,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { Space, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { CompactRupiah } from '../../../components/CompactRupiah.tsx';
import { PhoneFigures, WIDE_ONLY } from '../../../components/PhoneFigures.tsx';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { formatIdrRangeCompact, formatNumber, formatRating } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';
import { listPrice } from './price.ts';
import { ProvenanceTag } from './ProvenanceTag.tsx';
import { ResearchTable } from './ResearchTable.tsx';

/** A list of products (category, keyword or store research); a product's name opens its detail. */
export function ProductTable({
  answer,
  placeholder,
  loading,
  marketplace,
  page,
  sort,
  onOpen,
  showStore = true,
  storePath = paths.store,
  testId = 'product-table',
}: {
  answer: ResearchAnswer<Paged<ProductSummary>> | undefined;
  placeholder: boolean;
  loading: boolean;
  marketplace: ResearchMarketplace | undefined;
  page: number;
  sort: string | undefined;
  onOpen: (productId: number) => void;
  showStore?: boolean;
  /** Where a store's name leads (its research page unless told). */
  storePath?: (storeId: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  /** A figure's column, beside the name on wider screens (a phone shows the figures under it). */
  const figureColumn = (
    key: string,
    render: (product: ProductSummary) => ReactNode,
  ): TableColumnsType<ProductSummary>[number] => ({
    key,
    title: t(`research.columns.${key}`),
    align: 'end',
    responsive: [...WIDE_ONLY],
    render: (_, product) => render(product),
  });
  const columns: TableColumnsType<ProductSummary> = [
    {
      key: 'product',
      title: t('research.columns.product'),
      width: 340,
      render: (_, product) => (
        <Space align="start" className="pl-product-cell">
          {product.imageUrl ? (
            <img
              className="pl-product-cell__image"
              src={apiUrl(product.imageUrl)}
              alt=""
              loading="lazy"
              width={44}
              height={44}
            />
          ) : (
            <span className="pl-product-cell__image pl-product-cell__image--empty" aria-hidden />
          )}
          <div className="pl-product-cell__text">
            <Typography.Link
              data-testid="product-name"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(product.productId);
              }}
            >
              {product.name}
            </Typography.Link>
            <Typography.Text type="secondary" className="pl-product-cell__meta">
              {showStore ? (
                <Link to={storePath(product.storeId)} onClick={(event) => event.stopPropagation()}>
                  {product.storeName}
                </Link>
              ) : null}
              {showStore && product.brandName ? ' · ' : null}
              {product.brandName}
            </Typography.Text>
            {(ALERT_PLATFORMS as readonly string[]).includes(product.marketplace) && (
              <Link
                to={paths.newPriceAlertFor(product.productId)}
                onClick={(event) => event.stopPropagation()}
                className="pl-product-cell__alert"
                data-testid="add-price-alert"
              >
                <BellOutlined /> {t('research.addPriceAlert')}
              </Link>
            )}
            <PhoneFigures
              figures={[
                listPrice(t, language, product),
                t('research.phone.units30', { units: formatNumber(product.units30, language) }),
                <>
                  {t('research.phone.revenue30', {
                    revenue: formatIdrRangeCompact(product.revenue30Range.low, product.revenue30Range.high, language),
                  })}{' '}
                  <ProvenanceTag measuredDays={product.measuredDays30} /> <ConfidenceBadge mix={product.confidence30} />
                </>,
              ]}
            />
          </div>
        </Space>
      ),
    },
    figureColumn('price', (product) => <span data-testid="list-price">{listPrice(t, language, product)}</span>),
    figureColumn('rating', (product) =>
      product.rating === null ? (
        '—'
      ) : (
        <span className="pl-rating">
          <StarFilled aria-hidden /> {formatRating(product.rating, language)}
        </span>
      ),
    ),
    figureColumn('units30', (product) => (
      <span className="pl-figure">
        {formatNumber(product.units30, language)} <ProvenanceTag measuredDays={product.measuredDays30} />
      </span>
    )),
    figureColumn('revenue30', (product) => (
      <span className="pl-figure" data-testid="revenue30">
        <RupiahRange amount={product.revenue30} range={product.revenue30Range} />{' '}
        <ProvenanceTag measuredDays={product.measuredDays30} /> <ConfidenceBadge mix={product.confidence30} />
      </span>
    )),
    figureColumn('revenue7', (product) => (
      <span className="pl-figure">
        <CompactRupiah amount={product.revenue7} /> <ProvenanceTag measuredDays={product.measuredDays7} days={7} />
      </span>
    )),
  ];
  return (
    <ResearchTable<ProductSummary>
      testId={testId}
      answer={answer}
      placeholder={placeholder}
      loading={loading}
      marketplace={marketplace}
      page={page}
      sort={sort}
      sortKeys={PRODUCT_SORT_KEYS}
      columns={columns}
      legend
      rowKey="productId"
      onRow={(product) => ({ onClick: () => onOpen(product.productId), className: 'pl-clickable-row' })}
    />
  );
}
