import { useQuery } from '@tanstack/react-query';
import {
  TOP_SORT_KEYS,
  type DownloadSource,
  type TopBrand,
  type TopCategory,
  type TopProduct,
  type TopSortKey,
} from '@pasarlens/contracts';
import { Segmented, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { CompactRupiah } from '../../../components/CompactRupiah.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { PhoneFigures, WIDE_ONLY } from '../../../components/PhoneFigures.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { brandName } from '../brandNames.ts';
import { topListQuery, type TopKind } from '../queries.ts';
import type { DashboardFilter } from '../filter.ts';
import { Change, RevenueFigure } from './Figures.tsx';

type Row = TopProduct | TopBrand | TopCategory;
const SORT_COLUMNS: Record<string, TopSortKey> = {
  revenue: 'daily_total_revenue',
  units: 'units',
  growth: 'growth',
  averagePrice: 'price',
};
/** Each order's name: its column's title. */
const SORT_LABELS: Record<TopSortKey, string> = {
  daily_total_revenue: 'enterprise.totals.revenue',
  units: 'enterprise.totals.units',
  growth: 'enterprise.top.growth',
  price: 'enterprise.totals.averagePrice',
};
const DOWNLOADS: Record<TopKind, DownloadSource> = {
  products: 'enterprise_dashboard/top_products',
  brands: 'enterprise_dashboard/top_brands',
  categories: 'enterprise_dashboard/top_categories',
};

/**
 * Top products, brands and categories: server-paged, ordered by revenue unless a column says
 * otherwise; a page beyond the first costs a token. Each list exports whole, in its order.
 */
export function TopLists({ filter }: { filter: DashboardFilter }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kind, setKind] = useState<TopKind>('products');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sort: TopSortKey; order: 'asc' | 'desc' }>({
    sort: TOP_SORT_KEYS[0],
    order: 'desc',
  });
  const input = { ...filter, page, page_size: 20 as const, ...sort };
  const list = useQuery(topListQuery(kind, input, true));
  const isPhone = useMediaQuery(PHONE_QUERY);

  const name = (row: Row) => {
    if (kind === 'products') {
      const product = row as TopProduct;
      return (
        <>
          <Link to={paths.fromEnterprise(paths.productHistory(product.id))} data-testid="top-product-link">
            {product.name}
          </Link>
          <br />
          <Link to={paths.fromEnterprise(paths.storeHistory(product.storeId))}>
            <Typography.Text type="secondary">{product.storeName}</Typography.Text>
          </Link>
        </>
      );
    }
    if (kind === 'categories') return <Link to={paths.fromEnterprise(paths.categoryHistory(row.id))}>{row.name}</Link>;
    return brandName(row, t);
  };
  const sorter = (key: string) => ({
    sorter: true,
    sortOrder:
      SORT_COLUMNS[key] === sort.sort ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const revenue = (row: Row) => <RevenueFigure figure={row} />;
  // On a phone the figures stand under each name, and the order is chosen above the list.
  const columns: ColumnsType<Row> = [
    {
      key: 'name',
      title: t('enterprise.top.name'),
      render: (_, row) => (
        <>
          {name(row)}
          <PhoneFigures
            figures={[
              revenue(row),
              t('enterprise.top.phoneUnits', { units: formatNumber(row.units, language) }),
              <Change key="growth" value={row.growth} />,
            ]}
          />
        </>
      ),
    },
    {
      key: 'revenue',
      title: t('enterprise.totals.revenue'),
      render: (_, row) => revenue(row),
      responsive: [...WIDE_ONLY],
      ...sorter('revenue'),
    },
    {
      key: 'units',
      title: t('enterprise.totals.units'),
      render: (_, row) => formatNumber(row.units, language),
      responsive: [...WIDE_ONLY],
      ...sorter('units'),
    },
    {
      key: 'averagePrice',
      title: t('enterprise.totals.averagePrice'),
      render: (_, row) => <CompactRupiah amount={row.averagePrice} />,
      responsive: [...WIDE_ONLY],
      ...sorter('averagePrice'),
    },
    {
      key: 'growth',
      title: t('enterprise.top.growth'),
      render: (_, row) => <Change value={row.growth} />,
      responsive: [...WIDE_ONLY],
      ...sorter('growth'),
    },
    {
      key: 'share',
      title: t('enterprise.top.share'),
      render: (_, row) => formatPercent(row.share, language),
      responsive: [...WIDE_ONLY],
    },
  ];

  return (
    <div data-testid="top-lists">
      <Segmented
        value={kind}
        onChange={(value) => {
          setKind(value as TopKind);
          setPage(1);
        }}
        options={(['products', 'brands', 'categories'] as const).map((k) => ({
          value: k,
          label: t(`enterprise.top.${k}`),
        }))}
        style={{ marginBottom: 12 }}
        data-testid="top-kind"
      />
      {isApiError(list.error) && <ApiErrorAlert failure={list.error.failure} />}
      <Select
        className="pl-top-sort"
        aria-label={t('enterprise.top.sortBy')}
        prefix={t('enterprise.top.sortBy')}
        value={sort.sort}
        onChange={(key: TopSortKey) => {
          setSort({ sort: key, order: 'desc' });
          setPage(1);
        }}
        options={TOP_SORT_KEYS.map((key) => ({ value: key, label: t(SORT_LABELS[key]) }))}
        data-testid="top-sort"
      />
      {list.data && list.data.items.length > 0 && (
        <div className="pl-download-bar">
          <DownloadButton source={DOWNLOADS[kind]} input={input} total={list.data.total_count} />
        </div>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        scroll={{ x: isPhone ? undefined : 640 }}
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        columns={columns}
        pagination={{ current: page, pageSize: 20, total: list.data?.total_count ?? 0, showSizeChanger: false }}
        onChange={(pagination, _filters, sorted) => {
          const one = Array.isArray(sorted) ? sorted[0] : sorted;
          const key = one?.order ? SORT_COLUMNS[String(one.columnKey)] : undefined;
          setSort(
            key
              ? { sort: key, order: one!.order === 'ascend' ? 'asc' : 'desc' }
              : { sort: 'daily_total_revenue', order: 'desc' },
          );
          setPage(pagination.current ?? 1);
        }}
      />
      <Typography.Text type="secondary">{t('enterprise.top.pageCost')}</Typography.Text>
    </div>
  );
}
