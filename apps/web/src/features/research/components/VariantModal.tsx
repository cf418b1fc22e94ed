import type { ProductDetail, ResearchMarketplace, VariantRow } from '@pasarlens/contracts';
import { Modal, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { researchQueries } from '../queries.ts';
import { useResearchQuery } from '../hooks.ts';
import { Paywall } from './Paywall.tsx';
import { ResearchError } from './ResearchError.tsx';

/** Shopee's version shows its figures and the cheapest variant; the others' are estimates. */
export type VariantLayout = 'shopee' | 'tokopedia';
const variantLayoutOf = (marketplace: ResearchMarketplace): VariantLayout =>
  marketplace === 'shopee' ? 'shopee' : 'tokopedia';

/** A row of the Tokopedia version (spec §3 detailVariants); this month's figures only from Tokopedia's statistics. */
interface EstimatedVariant {
  variantName: string;
  estimatedSales: number | null;
  estimatedRevenue: number | null;
  thisMonthEstimatedSales?: number | null;
  thisMonthEstimatedRevenue?: number | null;
  stock: number;
  stockValue: number;
  price: number;
}

const fromVariantRow = (variant: VariantRow): EstimatedVariant => ({
  variantName: variant.name,
  estimatedSales: variant.units30,
  estimatedRevenue: variant.revenue30,
  stock: variant.stock,
  stockValue: variant.stockValue,
  price: variant.price,
});

const orDash = (value: number | null | undefined, format: (value: number) => string) =>
  value === null || value === undefined ? '—' : format(value);

function ShopeeVariants({ variants }: { variants: VariantRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const rupiah = (value: number) => formatIdr(value, language);
  const columns: TableColumnsType<VariantRow> = [
    { key: 'name', title: t('research.variants.name'), dataIndex: 'name' },
    {
      key: 'price',
      title: t('research.variants.price'),
      align: 'end',
      render: (_, variant) => formatIdr(variant.price, language),
    },
    { key: 'stock', title: t('research.variants.stock'), align: 'end', render: (_, variant) => number(variant.stock) },
    {
      key: 'stockValue',
      title: t('research.variants.stockValue'),
      align: 'end',
      render: (_, variant) => formatIdr(variant.stockValue, language),
    },
    {
      key: 'units30',
      title: t('research.variants.sales'),
      align: 'end',
      render: (_, variant) => orDash(variant.units30, number),
    },
    {
      key: 'revenue30',
      title: t('research.variants.revenue'),
      align: 'end',
      render: (_, variant) => orDash(variant.revenue30, rupiah),
    },
    {
      key: 'lowestPrice',
      title: t('research.variants.lowestPrice'),
      align: 'center',
      render: (_, variant) =>
        variant.lowestPrice ? (
          <Tag color="green" data-testid="lowest-price">
            {t('research.variants.yes')}
          </Tag>
        ) : (
          t('research.variants.no')
        ),
    },
  ];
  return (
    <Table<VariantRow>
      data-testid="variant-table"
      rowKey={(variant) => `${variant.name}:${variant.price}:${variant.stock}`}
      size="small"
      columns={columns}
      dataSource={variants}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('research.variants.empty') }}
    />
  );
}

function EstimatedVariants({ variants, thisMonth }: { variants: EstimatedVariant[]; thisMonth: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const rupiah = (value: number) => formatIdr(value, language);
  const columns: TableColumnsType<EstimatedVariant> = [
    { key: 'variantName', title: t('research.variants.variantName'), dataIndex: 'variantName' },
    {
      key: 'estimatedSales',
      title: t('research.variants.estimatedSales'),
      align: 'end',
      render: (_, variant) => orDash(variant.estimatedSales, number),
    },
    {
      key: 'estimatedRevenue',
      title: t('research.variants.estimatedRevenue'),
      align: 'end',
      render: (_, variant) => orDash(variant.estimatedRevenue, rupiah),
    },
    ...(thisMonth
      ? ([
          {
            key: 'thisMonthSales',
            title: t('research.variants.salesThisMonth'),
            align: 'end',
            render: (_, variant) => orDash(variant.thisMonthEstimatedSales, number),
          },
          {
            key: 'thisMonthRevenue',
            title: t('research.variants.revenueThisMonth'),
            align: 'end',
            render: (_, variant) => orDash(variant.thisMonthEstimatedRevenue, rupiah),
          },
        ] satisfies TableColumnsType<EstimatedVariant>)
      : []),
    { key: 'stock', title: t('research.variants.stock'), align: 'end', render: (_, variant) => number(variant.stock) },
    {
      key: 'stockValue',
      title: t('research.variants.stockValue'),
      align: 'end',
      render: (_, variant) => formatIdr(variant.stockValue, language),
    },
    {
      key: 'price',
      title: t('research.variants.price'),
      align: 'end',
      render: (_, variant) => formatIdr(variant.price, language),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="variant-estimate-note">
        {t('research.variants.estimateNote')}
      </Typography.Paragraph>
      <Table<EstimatedVariant>
        data-testid="variant-table"
        rowKey={(variant) => `${variant.variantName}:${variant.price}:${variant.stock}`}
        size="small"
        columns={columns}
        dataSource={variants}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{ emptyText: t('research.variants.empty') }}
      />
    </>
  );
}

/**
 * Tokopedia's version from Tokopedia's product statistics (GET tokopedia/statistics, keyed by the
 * product URL's shopDomain and productKey): the variants with this month's estimates.
 */
function TokopediaVariants({
  productId,
  keys,
}: {
  productId: number;
  keys: { shopDomain: string; productKey: string };
}) {
  const query = useResearchQuery(
    researchQueries.tokopediaStatistics({
      shop_domain: keys.shopDomain,
      product_key: keys.productKey,
      product_id: productId,
    }),
  );
  if (query.isError) return <ResearchError error={query.error} tool="product" emptyKind="product" />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!query.data.isPremium || query.data.showPaywall) return <Paywall kind="details" />;
  return <EstimatedVariants variants={query.data.detailVariants} thisMonth />;
}

/** The product's variants (spec §2: modals for product variants, Shopee and Tokopedia versions). */
export function VariantModal({
  product,
  premium,
  open,
  onClose,
}: {
  product: ProductDetail;
  premium: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const layout = variantLayoutOf(product.marketplace);
  const tokopediaKeys = product.tokopediaKeys ?? undefined;

  let body;
  if (!premium) body = <Paywall kind="details" />;
  else if (layout === 'shopee') body = <ShopeeVariants variants={product.variants} />;
  else if (tokopediaKeys) body = <TokopediaVariants productId={product.productId} keys={tokopediaKeys} />;
  else body = <EstimatedVariants variants={product.variants.map(fromVariantRow)} thisMonth={false} />;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 900 }}
      title={t('research.variants.title', { name: product.name })}
      destroyOnHidden
    >
      <div data-testid="variant-modal" data-layout={layout}>
        {body}
      </div>
    </Modal>
  );
}
