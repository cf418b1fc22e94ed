import type { Endpoints, ResponseOf } from '@pasarlens/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AdminTable } from '../components/AdminTable.tsx';
import { useListParams } from '../useListParams.ts';

type Message = ResponseOf<Endpoints['listContactMessages']>['items'][number];

/** /app/admin/messages: what visitors sent through the contact form, newest first. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('admin.nav.messages'));
  const { page, setPage } = useListParams();
  const messages = useQuery({ ...endpointQuery('listContactMessages', { page }), placeholderData: keepPreviousData });
  const columns: TableColumnsType<Message> = [
    { key: 'received', title: t('admin.messages.received'), render: (_, m) => formatDateTime(m.createdAt, language) },
    { key: 'sender', title: t('admin.messages.sender'), render: (_, m) => m.name },
    {
      key: 'company',
      title: t('admin.messages.company'),
      render: (_, m) => (m.senderType === 'company' ? (m.companyName ?? '—') : t('admin.messages.individual')),
    },
    { key: 'email', title: t('admin.users.email'), render: (_, m) => <a href={`mailto:${m.email}`}>{m.email}</a> },
    { key: 'phone', title: t('admin.messages.phone'), render: (_, m) => m.phone },
    {
      key: 'message',
      title: t('admin.messages.message'),
      render: (_, m) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', minWidth: 240, margin: 0 }}>
          {m.message}
        </Typography.Paragraph>
      ),
    },
  ];
  return (
    <AdminTable
      query={messages}
      columns={columns}
      rowKey="id"
      page={page}
      onPage={setPage}
      testId="admin-messages"
      rowTestId="admin-message-row"
    />
  );
}
