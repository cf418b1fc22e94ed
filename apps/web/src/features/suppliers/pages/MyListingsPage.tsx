import { useQuery } from '@tanstack/react-query';
import {
  EditOutlined,
  EyeInvisibleOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { myListingsQuery } from '../queries.ts';
import { ListingCard } from '../components/ListingCard.tsx';
import { ListingResults } from '../components/ListingResults.tsx';

/**
 * /app/suppliers/mine: the user's listings, each with how many people revealed its WhatsApp number
 * and, for a claimed store not yet proven, the code that proves it (decisions/028).
 */
export default function MyListingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('suppliers.mine.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mine = useQuery(myListingsQuery(page));
  const data = mine.data;

  return (
    <div className="pl-page" data-testid="my-listings">
      <PageHeading title={t('suppliers.mine.title')}>
        <LinkButton type="primary" icon={<PlusOutlined />} to={paths.newListing} data-testid="my-listings-register">
          {t('suppliers.mine.register')}
        </LinkButton>
      </PageHeading>
      {isApiError(mine.error) && <ApiErrorAlert failure={mine.error.failure} />}
      {mine.isPending && <Skeleton active />}
      {data && data.items.length === 0 && <Empty description={t('suppliers.mine.empty')} />}
      {data && data.items.length > 0 && (
        <ListingResults page={data.page} total={data.total} onPage={(next) => setParams({ page: String(next) })}>
          {data.items.map((listing) => (
            <ListingCard
              key={listing.id}
              testId="my-listing"
              listing={{ ...listing, photo: listing.photo.thumb }}
              footer={
                <Space direction="vertical" size={4} style={{ marginTop: 8, width: '100%' }}>
                  <Space size={4} wrap>
                    <Tag icon={<WhatsAppOutlined />} color="green" data-testid="my-listing-reveals">
                      {t('suppliers.mine.reveals', { count: listing.reveals })}
                    </Tag>
                    {listing.hidden && (
                      <Tag icon={<EyeInvisibleOutlined />} color="red">
                        {t('suppliers.mine.hidden')}
                      </Tag>
                    )}
                    {listing.marketStore?.verified && (
                      <Tag icon={<SafetyCertificateOutlined />} color="green" data-testid="my-listing-verified">
                        {t('suppliers.mine.verified')}
                      </Tag>
                    )}
                  </Space>
                  {listing.marketStore && !listing.marketStore.verified && listing.storeClaimCode && (
                    <div data-testid="my-listing-claim">
                      <Typography.Text type="secondary">{t('suppliers.mine.claimCode')}: </Typography.Text>
                      <Typography.Text strong copyable data-testid="my-listing-claim-code">
                        {listing.storeClaimCode}
                      </Typography.Text>
                      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
                        {t('suppliers.mine.claimHow', {
                          marketplace: t(`research.marketplaces.${listing.marketStore.marketplace}`, {
                            defaultValue: listing.marketStore.marketplace,
                          }),
                        })}
                      </Typography.Paragraph>
                    </div>
                  )}
                  <Space size={4} wrap>
                    <LinkButton
                      size="small"
                      icon={<EditOutlined />}
                      to={paths.editListing(listing.id)}
                      data-testid="my-listing-edit"
                    >
                      {t('suppliers.mine.edit')}
                    </LinkButton>
                    {!listing.hidden && (
                      <LinkButton size="small" type="link" to={paths.listing(listing.slug)}>
                        {t('suppliers.mine.view')}
                      </LinkButton>
                    )}
                  </Space>
                </Space>
              }
            />
          ))}
        </ListingResults>
      )}
    </div>
  );
}
