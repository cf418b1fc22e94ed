import type { DataRequestView } from '@pasarlens/contracts';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { markRequestsSeen, dataRequestsQuery } from '../queries.ts';

const STATUS_COLOURS: Record<DataRequestView['status'], string> = {
  queued: 'processing',
  crawled: 'success',
  nothing_found: 'default',
};

/** Where the answered request's data is read: its history when it names our product, else a research search. */
function researchLink(request: DataRequestView): string {
  const on = (path: string, q?: string) =>
    `${path}?${new URLSearchParams({ marketplace: request.marketplace, ...(q === undefined ? {} : { q }) }).toString()}`;
  switch (request.kind) {
    case 'product':
      return /^\d{1,9}$/.test(request.reference)
        ? paths.productHistory(Number(request.reference))
        : on(paths.productResearch);
    case 'keyword':
      return on(paths.productResearch, request.reference);
    case 'store':
      return on(paths.storeResearch, request.reference);
    case 'category':
      return on(paths.categoryResearch);
  }
}

function RequestItem({ request }: { request: DataRequestView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <List.Item
      data-testid="data-request"
      data-status={request.status}
      actions={
        request.status === 'crawled'
          ? [
              <Link key="open" to={researchLink(request)} data-testid="data-request-open">
                {t('dataRequests.open')}
              </Link>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <Typography.Text strong={request.unseen} style={{ wordBreak: 'break-word' }}>
              {request.reference}
            </Typography.Text>
            <Tag>{t(`research.marketplaces.${request.marketplace}`)}</Tag>
            <Tag>{t(`dataRequests.kinds.${request.kind}`)}</Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <Space wrap size={4}>
              <Tag color={STATUS_COLOURS[request.status]} data-testid="data-request-status">
                {t(`dataRequests.status.${request.status}`)}
              </Tag>
              {request.products !== null && request.products > 0 && (
                <Typography.Text>
                  {t('dataRequests.found', { products: formatNumber(request.products, language) })}
                </Typography.Text>
              )}
            </Space>
            <Typography.Text type="secondary">
              {t('dataRequests.asked', { date: formatDateTime(request.createdAt, language) })}
              {request.answeredAt &&
                ` · ${t('dataRequests.answered', { date: formatDateTime(request.answeredAt, language) })}`}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/** Spec §8: what the user asked us to collect, and what each crawl made of it; opening it sees the answers. */
export default function DataRequestsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery(dataRequestsQuery());
  const unseen = requests.data?.unseen ?? 0;
  useEffect(() => {
    if (unseen > 0) void markRequestsSeen(queryClient);
  }, [unseen, queryClient]);

  return (
    <Card className="pl-card" title={t('dataRequests.title')} data-testid="data-requests-page">
      <Typography.Paragraph type="secondary">{t('dataRequests.lead')}</Typography.Paragraph>
      {requests.isError && <ApiErrorAlert failure={null} error={requests.error} />}
      {requests.data && requests.data.items.length === 0 ? (
        <Empty description={t('dataRequests.empty')} />
      ) : (
        <List
          loading={requests.isPending}
          dataSource={requests.data?.items ?? []}
          rowKey="id"
          renderItem={(r) => <RequestItem request={r} />}
        />
      )}
    </Card>
  );
}
