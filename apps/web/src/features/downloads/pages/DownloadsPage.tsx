import { ReloadOutlined } from '@ant-design/icons';
import { apiPaths, DOWNLOAD_PAGE_SIZE, fillPath, RESEARCH_MARKETPLACES, type DownloadView } from '@pasarlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Pagination, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { apiUrl } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/mutations.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { downloadSourceName } from '../../../lib/downloadSources.ts';
import { downloadsQuery, retryDownloadMutation } from '../queries.ts';

/** /app/downloads: the download archive (spec §2), newest first, refreshed by hand and on its own while something is being prepared. */
export default function DownloadsPage() {
  const { t } = useTranslation();
  // A marketplace's list of categories is about the marketplace: named as the app names it.
  const subjectName = (subject: string) =>
    (RESEARCH_MARKETPLACES as readonly string[]).includes(subject) ? t(`research.marketplaces.${subject}`) : subject;
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  useDocumentTitle(t('downloads.title'));
  const [page, setPage] = useState(1);
  const archive = useQuery(downloadsQuery(page));
  const retry = useMutation({
    ...retryDownloadMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['downloadGetAll'] }),
    onError: (error) => void message.error(errorMessage(t, error)),
  });
  const count = (n: number) => formatNumber(n, language);

  const status = (d: DownloadView) => {
    if (d.status === 'ready') return <Tag color="green">{t('downloads.status.ready')}</Tag>;
    if (d.status === 'failed') return <Tag color="red">{t('downloads.status.failed')}</Tag>;
    return (
      <Space orientation="vertical" size={0}>
        <Tag color="blue">{t('downloads.status.processing')}</Tag>
        <Progress percent={Math.floor((d.rows_done / d.rows) * 100)} size="small" />
      </Space>
    );
  };

  return (
    <div className="pl-page" data-testid="downloads-page">
      <Typography.Title level={3}>{t('downloads.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('downloads.lead')}</Typography.Paragraph>
      <Card
        className="pl-card"
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={archive.isFetching}
            onClick={() => void archive.refetch()}
            data-testid="downloads-refresh"
          >
            {t('downloads.refresh')}
          </Button>
        }
      >
        {archive.isError && <Typography.Text type="danger">{t('errors.unexpected')}</Typography.Text>}
        <Table<DownloadView>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={archive.isPending}
          dataSource={archive.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: t('downloads.empty') }}
          columns={[
            {
              key: 'what',
              title: t('downloads.columns.what'),
              render: (_, d) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{downloadSourceName(t, d.source)}</Typography.Text>
                  {d.subject && <Typography.Text type="secondary">{subjectName(d.subject)}</Typography.Text>}
                  <span className="pl-phone-figures" data-testid="download-phone-figures">
                    <span>{t('downloads.phoneRows', { rows: count(d.rows) })}</span>
                    <span>{formatDateTime(d.created_at, language)}</span>
                  </span>
                </Space>
              ),
            },
            {
              key: 'status',
              title: t('downloads.columns.status'),
              render: (_, d) => <span data-testid={`download-status-${d.status}`}>{status(d)}</span>,
            },
            // On a phone the rows and the time go under the list's name, so the download button stays in view.
            {
              key: 'rows',
              title: t('downloads.columns.rows'),
              responsive: ['sm'],
              render: (_, d) => <span data-testid="download-rows">{count(d.rows)}</span>,
            },
            {
              key: 'created',
              title: t('downloads.columns.created'),
              responsive: ['sm'],
              render: (_, d) => formatDateTime(d.created_at, language),
            },
            {
              key: 'action',
              title: '',
              render: (_, d) =>
                d.status === 'ready' ? (
                  <Button
                    type="primary"
                    size="small"
                    href={apiUrl(fillPath(apiPaths.downloadFile, { id: d.id }))}
                    download
                    data-testid="download-file"
                  >
                    {t('downloads.download')}
                  </Button>
                ) : d.status === 'failed' ? (
                  <Button
                    size="small"
                    loading={retry.isPending}
                    onClick={() => retry.mutate({ download_id: d.id })}
                    data-testid="download-retry"
                  >
                    {t('downloads.retry')}
                  </Button>
                ) : null,
            },
          ]}
        />
        {archive.data && archive.data.total_page > 1 && (
          <Pagination
            className="pl-pagination"
            current={page}
            total={archive.data.total}
            pageSize={DOWNLOAD_PAGE_SIZE}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
        {archive.data?.items.some((d) => d.status === 'processing') && (
          <Typography.Text type="secondary">{t('downloads.autoRefresh')}</Typography.Text>
        )}
      </Card>
    </div>
  );
}
