import type { StoreDetail } from '@pasarlens/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';
import { marketplaceLabelKey } from './MarketplaceTabs.tsx';
import { StoreFlags } from './StoreFlags.tsx';
import { DataAsOf } from '../../../components/DataAsOf.tsx';

/** A store's facts: followers, response rate, location, products and 30-day figures. */
function StoreFacts({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
  return (
    <Descriptions
      data-testid="store-facts"
      column={{ xs: 1, sm: 2, lg: 4 }}
      size="small"
      items={[
        {
          key: 'followers',
          label: t('research.store.followers'),
          children: <span data-testid="store-followers">{number(store.followers)}</span>,
        },
        { key: 'following', label: t('research.store.following'), children: number(store.following) },
        // The response rate is a percentage (0–100).
        {
          key: 'responseRate',
          label: t('research.store.responseRate'),
          children: store.responseRate === null ? '—' : formatPercent(store.responseRate / 100, language),
        },
        { key: 'location', label: t('research.store.location'), children: store.location ?? '—' },
        { key: 'products', label: t('research.store.columns.products'), children: number(store.products) },
        { key: 'units30', label: t('research.store.columns.units30'), children: number(store.units30) },
        {
          key: 'revenue30',
          label: t('research.store.columns.revenue30'),
          children: (
            <>
              <span className="pl-figure" data-testid="store-revenue30-amount">
                <RupiahRange amount={store.revenue30} range={store.revenue30Range} />
              </span>{' '}
              <ConfidenceBadge mix={store.confidence30} />
            </>
          ),
        },
      ]}
    />
  );
}

/** A store's name, marketplace, username and flags, then its facts; `extra` joins the name's line. */
export function StoreHeader({ store, extra }: { store: StoreDetail; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Space wrap align="center" className="pl-store-head">
        <Typography.Title level={3} className="pl-store-head__name">
          {store.name}
        </Typography.Title>
        <Tag>{t(marketplaceLabelKey(store.marketplace))}</Tag>
        <DataAsOf marketplaces={[store.marketplace]} />
        {store.username && <Typography.Text type="secondary">@{store.username}</Typography.Text>}
        <StoreFlags official={store.official} goldenMerchant={store.goldenMerchant} lazMall={store.lazMall} />
        {extra}
      </Space>
      <StoreFacts store={store} />
    </>
  );
}
