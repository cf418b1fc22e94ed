import { type AdminUserRow } from '@pasarlens/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { userListQuery } from '../queries.ts';
import { AdminTable, KeywordSearch } from '../components/AdminTable.tsx';
import { useListParams } from '../useListParams.ts';
import { planName } from '../../../lib/plan.ts';

/**
 * /app/admin (every user, newest first) and /app/admin/expiring (plans ending within 14 days,
 * soonest first): searched by name, email or phone, paged on the server.
 */
export default function UsersPage({ list }: { list: 'all' | 'expiring' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t(list === 'all' ? 'admin.nav.users' : 'admin.nav.expiring'));
  const { page, keyword, setPage, setFilter } = useListParams();
  const input = { page, keyword: keyword || undefined };
  const users = useQuery({ ...userListQuery(list, input), placeholderData: keepPreviousData });
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  const columns: TableColumnsType<AdminUserRow> = [
    {
      key: 'name',
      title: t('admin.users.name'),
      render: (_, user) => <Link to={paths.adminUser(user.id)}>{user.name}</Link>,
    },
    { key: 'email', title: t('admin.users.email'), dataIndex: 'email' },
    { key: 'phone', title: t('admin.users.phone'), dataIndex: 'phone' },
    { key: 'plan', title: t('admin.users.plan'), render: (_, user) => planName(t, user.plan) },
    { key: 'expires', title: t('admin.users.expires'), render: (_, user) => date(user.expiresAt) },
    {
      key: 'autoPayment',
      title: t('admin.users.autoPayment'),
      render: (_, user) => (user.autoPayment ? t(`billing.autoPayment.${user.autoPayment}.label`) : '—'),
    },
    { key: 'joined', title: t('admin.users.joined'), render: (_, user) => date(user.createdAt) },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {list === 'expiring' && <Typography.Text type="secondary">{t('admin.users.expiringLead')}</Typography.Text>}
      <KeywordSearch keyword={keyword} onSearch={(value) => setFilter('keyword', value)} testId="admin-users-search" />
      <AdminTable
        query={users}
        columns={columns}
        rowKey="id"
        page={page}
        onPage={setPage}
        testId="admin-users"
        rowTestId="admin-user-row"
      />
    </Space>
  );
}
