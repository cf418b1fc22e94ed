import { EnvironmentOutlined, RiseOutlined } from '@ant-design/icons';
import type { ListingView } from '@pasarlens/contracts';
import { Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { photoUrl } from '../queries.ts';

/** What a card shows: a saved listing, or the register form's values before saving (the live preview). */
export type ListingCardValues = Pick<ListingView, 'productName' | 'storeName' | 'address'> &
  Partial<Pick<ListingView, 'category' | 'supplierType' | 'marketStore'>> & { photo?: string | undefined };

/** A listing as a photo card: product, store, category, supplier type, where it is, and whether its store claim is proven. */
export function ListingCard({
  listing,
  footer,
  testId,
}: {
  listing: ListingCardValues;
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const cover = listing.photo ? (
    <img
      src={photoUrl(listing.photo)}
      alt={listing.productName}
      loading="lazy"
      style={{ aspectRatio: '1 / 1', objectFit: 'cover', width: '100%' }}
    />
  ) : (
    <div
      style={{
        aspectRatio: '1 / 1',
        display: 'grid',
        placeItems: 'center',
        background: 'var(--ant-color-fill-tertiary, #f5f5f5)',
      }}
    >
      <Typography.Text type="secondary">{t('suppliers.card.noPhoto')}</Typography.Text>
    </div>
  );
  return (
    <Card cover={cover} size="small" data-testid={testId ?? 'listing-card'} styles={{ body: { padding: 12 } }}>
      <Typography.Text strong ellipsis={{ tooltip: listing.productName }} style={{ display: 'block' }}>
        {listing.productName || t('suppliers.card.untitled')}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
        {listing.storeName}
      </Typography.Text>
      <Space size={[4, 4]} wrap style={{ marginTop: 8 }}>
        {listing.category && <Tag>{t(`suppliers.categories.${listing.category}`)}</Tag>}
        {listing.supplierType && <Tag color="blue">{t(`suppliers.types.${listing.supplierType}`)}</Tag>}
        {listing.marketStore?.verified && listing.marketStore.revenue30 ? (
          <Tag color="green" icon={<RiseOutlined />}>
            {t('suppliers.card.sells')}
          </Tag>
        ) : null}
        {listing.marketStore && !listing.marketStore.verified && (
          <Tag color="orange" data-testid="store-unverified">
            {t('suppliers.card.unverified')}
          </Tag>
        )}
      </Space>
      {listing.address && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: '8px 0 0', fontSize: 12 }}>
          <EnvironmentOutlined /> {listing.address}
        </Typography.Paragraph>
      )}
      {footer}
    </Card>
  );
}
