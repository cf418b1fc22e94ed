import { DOWNLOAD_STATUSES, type DownloadStatus, type Endpoints, type ResponseOf } from '@pasarlens/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AdminTable, KeywordSearch } from '../components/AdminTable.tsx';
import { useListParams } from '../useListParams.ts';
import { downloadSourceName } from '../../../lib/downloadSources.ts';

type Download = ResponseOf<Endpoints['adminDownloads']>['items'][number];

const STATUS_COLORS: Record<DownloadStatus, string> = { processing: 'blue', ready: 'green', failed: 'red' };
const isStatus = (value: string | null): value is DownloadStatus =>
  (DOWNLOAD_STATUSES as readonly (string | null)[]).includes(value);

/** /app/admin/downloads: every user's downloads, newest first, by keyword (email or subject) and status. */
export default function DownloadsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('admin.nav.downloads'));
  const { page, keyword, get, setPage, setFilter } = useListParams();
  const status = get('status');
  const downloads = useQuery({
    ...endpointQuery('adminDownloads', {
      page,
      keyword: keyword || undefined,
      status: isStatus(status) ? status : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<Download> = [
    {
      key: 'email',
      title: t('admin.users.email'),
      render: (_, d) => <Link to={paths.adminUser(d.userId)}>{d.email}</Link>,
    },
    { key: 'source', title: t('admin.downloads.source'), render: (_, d) => downloadSourceName(t, d.source) },
    { key: 'subject', title: t('admin.downloads.subject'), render: (_, d) => d.subject ?? '—' },
    {
      key: 'status',
      title: t('downloads.columns.status'),
      render: (_, d) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATUS_COLORS[d.status]}>{t(`downloads.status.${d.status}`)}</Tag>
          {d.error && <Typography.Text type="secondary">{d.error}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'rows', title: t('downloads.columns.rows'), align: 'end', render: (_, d) => formatNumber(d.rows, language) },
    { key: 'created', title: t('downloads.columns.created'), render: (_, d) => formatDateTime(d.createdAt, language) },
    {
      key: 'finished',
      title: t('admin.downloads.finished'),
      render: (_, d) => (d.finishedAt ? formatDateTime(d.finishedAt, language) : '—'),
    },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <KeywordSearch
          keyword={keyword}
          onSearch={(value) => setFilter('keyword', value)}
          testId="admin-downloads-search"
        />
        <Select<DownloadStatus | ''>
          value={isStatus(status) ? status : ''}
          onChange={(value) => setFilter('status', value || null)}
          style={{ minWidth: 160 }}
          aria-label={t('downloads.columns.status')}
          data-testid="admin-downloads-status"
          options={[
            { value: '', label: t('admin.downloads.allStatuses') },
            ...DOWNLOAD_STATUSES.map((value) => ({ value, label: t(`downloads.status.${value}`) })),
          ]}
        />
      </Space>
      <AdminTable
        query={downloads}
        columns={columns}
        rowKey="id"
        page={page}
        onPage={setPage}
        testId="admin-downloads"
        rowTestId="admin-download-row"
      />
    </Space>
  );
}
