import {
  STORE_SORT_KEYS,
  type Paged,
  type ResearchAnswer,
  type ResearchMarketplace,
  type StoreSummary,
} from '@pasarlens/contracts';
import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { PhoneFigures, WIDE_ONLY } from '../../../components/PhoneFigures.tsx';
import { formatIdrRangeCompact, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';
import { ResearchTable } from './ResearchTable.tsx';
import { StoreFlags } from './StoreFlags.tsx';

/** Stores found by store research; a store opens its page (or `pathOf`'s). */
export function StoreTable({
  answer,
  placeholder,
  loading,
  marketplace,
  page,
  sort,
  pathOf = paths.store,
}: {
  answer: ResearchAnswer<Paged<StoreSummary>> | undefined;
  placeholder: boolean;
  loading: boolean;
  marketplace: ResearchMarketplace;
  page: number;
  sort: string | undefined;
  /** Where a store leads (its research page unless told). */
  pathOf?: (storeId: number) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns: TableColumnsType<StoreSummary> = [
    {
      key: 'store',
      title: t('research.store.columns.store'),
      width: 300,
      render: (_, store) => (
        <Space orientation="vertical" size={2}>
          <Link to={pathOf(store.storeId)} data-testid="store-name" onClick={(event) => event.stopPropagation()}>
            {store.name}
          </Link>
          {store.username && <Typography.Text type="secondary">@{store.username}</Typography.Text>}
          <StoreFlags official={store.official} />
          <PhoneFigures
            figures={[
              t('research.phone.products', { products: formatNumber(store.products, language) }),
              t('research.phone.units30', { units: formatNumber(store.units30, language) }),
              <>
                {t('research.phone.revenue30', {
                  revenue: formatIdrRangeCompact(store.revenue30Range.low, store.revenue30Range.high, language),
                })}{' '}
                <ConfidenceBadge mix={store.confidence30} />
              </>,
            ]}
          />
        </Space>
      ),
    },
    {
      key: 'location',
      title: t('research.store.columns.location'),
      responsive: [...WIDE_ONLY],
      render: (_, store) => store.location ?? '—',
    },
    {
      key: 'products',
      title: t('research.store.columns.products'),
      align: 'end',
      responsive: [...WIDE_ONLY],
      render: (_, store) => formatNumber(store.products, language),
    },
    {
      key: 'units30',
      title: t('research.store.columns.units30'),
      align: 'end',
      responsive: [...WIDE_ONLY],
      render: (_, store) => formatNumber(store.units30, language),
    },
    {
      key: 'revenue30',
      title: t('research.store.columns.revenue30'),
      align: 'end',
      responsive: [...WIDE_ONLY],
      render: (_, store) => (
        <span className="pl-figure" data-testid="store-revenue30">
          <RupiahRange amount={store.revenue30} range={store.revenue30Range} />{' '}
          <ConfidenceBadge mix={store.confidence30} />
        </span>
      ),
    },
  ];
  return (
    <ResearchTable<StoreSummary>
      testId="store-table"
      answer={answer}
      placeholder={placeholder}
      loading={loading}
      marketplace={marketplace}
      page={page}
      sort={sort}
      sortKeys={STORE_SORT_KEYS}
      columns={columns}
      legend
      rowKey="storeId"
      scrollX={760}
      onRow={(store) => ({ onClick: () => void navigate(pathOf(store.storeId)), className: 'pl-clickable-row' })}
    />
  );
}
