import { GlobalOutlined, HistoryOutlined, SafetyCertificateOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { ListingView, Reveal } from '@pasarlens/contracts';
import { Alert, App, Button, Card, Col, Descriptions, Input, Modal, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdrCompact } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { LISTING_QUERY_KEYS, photoUrl, revealPhone, listingQuery, verifyListingStore } from '../queries.ts';

type ListingMarketStore = NonNullable<ListingView['marketStore']>;

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The WhatsApp number, once the user asked for it, with WhatsApp's click-to-chat link. */
function RevealedContact({ reveal }: { reveal: Reveal }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="listing-contact">
      <Typography.Text copyable strong style={{ fontSize: 18 }} data-testid="listing-phone">
        {reveal.phone}
      </Typography.Text>
      <Button
        type="primary"
        icon={<WhatsAppOutlined />}
        href={reveal.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        block
        data-testid="listing-whatsapp"
      >
        {t('suppliers.detail.chat')}
      </Button>
      <Typography.Text type="secondary">
        {t('suppliers.detail.remaining', { count: reveal.remainingToday })}
      </Typography.Text>
    </Space>
  );
}

/** The store a listing claims: proven, with its sales and history; or named as unverified, and an admin may confirm it. */
function MarketStoreClaim({ listingId, store }: { listingId: number; store: ListingMarketStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { role } = useSignedInUser();
  const names = {
    name: store.name,
    marketplace: t(`research.marketplaces.${store.marketplace}`, { defaultValue: store.marketplace }),
  };
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={store.verified ? 'success' : 'warning'}
      showIcon
      data-testid="listing-market-store"
      title={t(store.verified ? 'suppliers.detail.marketStore' : 'suppliers.detail.claimUnverified', names)}
      description={
        !store.verified
          ? t('suppliers.detail.claimUnverifiedBody')
          : store.revenue30
            ? t('suppliers.detail.revenue30', { revenue: formatIdrCompact(store.revenue30, language) })
            : undefined
      }
      action={
        <Space direction="vertical" size={4}>
          <LinkButton
            size="small"
            icon={<HistoryOutlined />}
            to={paths.storeHistory(store.id)}
            data-testid="listing-store-history"
          >
            {t('suppliers.detail.history')}
          </LinkButton>
          {!store.verified && role === 'admin' && <VerifyClaim listingId={listingId} storeName={store.name} />}
        </Space>
      }
    />
  );
}

/** An admin's confirmation of a store claim, with the reason the audit log keeps. */
function VerifyClaim({ listingId, storeName }: { listingId: number; storeName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [purpose, setPurpose] = useState('');
  const verify = useMutation({
    mutationFn: () => verifyListingStore(listingId, purpose),
    onSuccess: async (result) => {
      if (!result.ok) return;
      setOpen(false);
      void message.success(t('suppliers.detail.verifyDone'));
      await Promise.all(LISTING_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return (
    <>
      <Button
        size="small"
        icon={<SafetyCertificateOutlined />}
        onClick={() => setOpen(true)}
        data-testid="verify-claim"
      >
        {t('suppliers.detail.verify')}
      </Button>
      <Modal
        open={open}
        title={t('suppliers.detail.verifyTitle', { name: storeName })}
        okText={t('suppliers.detail.verify')}
        okButtonProps={{ loading: verify.isPending, id: 'verify-claim-confirm' }}
        onOk={() => verify.mutate()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{t('suppliers.detail.verifyBody')}</Typography.Paragraph>
        <Input
          aria-label={t('suppliers.detail.verifyPurpose')}
          placeholder={t('suppliers.detail.verifyPurpose')}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
          data-testid="verify-claim-purpose"
        />
        <ApiErrorAlert failure={verify.data && !verify.data.ok ? verify.data : null} error={verify.error} />
      </Modal>
    </>
  );
}

/** /app/suppliers/:slug: one listing; its WhatsApp number only on a deliberate click, which is recorded and limited per day. */
export default function ListingDetailPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const listing = useQuery(listingQuery(slug));
  useDocumentTitle(listing.data?.productName ?? t('suppliers.search.title'));
  const reveal = useMutation({ mutationFn: (id: number) => revealPhone(id) });

  if (isApiError(listing.error)) return <ApiErrorAlert failure={listing.error.failure} />;
  if (!listing.data) return <Skeleton active />;
  const data = listing.data;
  const revealed = reveal.data?.ok ? reveal.data.data : null;

  return (
    <div className="pl-page" data-testid="listing-detail">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <img
            src={photoUrl(data.photo.display)}
            alt={data.productName}
            style={{ width: '100%', borderRadius: 8, objectFit: 'contain' }}
          />
        </Col>
        <Col xs={24} md={14}>
          <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="listing-title">
            {data.productName}
          </Typography.Title>
          <Space size={[4, 4]} wrap style={{ marginBottom: 12 }}>
            <Tag>{t(`suppliers.categories.${data.category}`)}</Tag>
            <Tag color="blue">{t(`suppliers.types.${data.supplierType}`)}</Tag>
          </Space>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{data.description}</Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('suppliers.fields.storeName')}>{data.storeName}</Descriptions.Item>
            <Descriptions.Item label={t('suppliers.fields.address')}>{data.address}</Descriptions.Item>
            {data.website && (
              <Descriptions.Item label={t('suppliers.fields.website')}>
                <a href={websiteHref(data.website)} target="_blank" rel="noopener noreferrer nofollow">
                  <GlobalOutlined /> {data.website}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
          {data.marketStore && <MarketStoreClaim listingId={data.id} store={data.marketStore} />}
          <Card size="small" style={{ marginTop: 16 }} title={t('suppliers.fields.phone')}>
            {revealed ? (
              <RevealedContact reveal={revealed} />
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{t('suppliers.detail.revealLead')}</Typography.Text>
                <Button
                  icon={<WhatsAppOutlined />}
                  block
                  loading={reveal.isPending}
                  onClick={() => reveal.mutate(data.id)}
                  data-testid="listing-reveal"
                >
                  {t('suppliers.detail.reveal')}
                </Button>
                <ApiErrorAlert
                  failure={reveal.data && !reveal.data.ok ? reveal.data : null}
                  error={reveal.error}
                  testId="listing-reveal-error"
                />
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
