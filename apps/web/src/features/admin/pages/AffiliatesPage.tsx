import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { AdminAffiliate, AffiliateState } from '@pasarlens/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { errorMessage } from '../../../lib/mutations.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { bookmarkAffiliateMutation, reloadAffiliates } from '../queries.ts';
import { AdminTable, KeywordSearch } from '../components/AdminTable.tsx';
import { AffiliateModal, type AffiliateAction } from '../components/AffiliateModals.tsx';
import { useListParams } from '../useListParams.ts';

const STATE_COLORS: Record<AffiliateState, string> = {
  none: 'default',
  applied: 'gold',
  active: 'green',
  inactive: 'red',
};

/** /app/admin/affiliates: affiliates and applicants (every user with show_all), bookmarked first; sign-up, code, settings, bookmark and sales. */
export default function AffiliatesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('admin.nav.affiliates'));
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { page, keyword, get, setPage, setFilter } = useListParams();
  const showAll = get('show_all') === 'true';
  const affiliates = useQuery({
    ...endpointQuery('adminAffiliates', { page, keyword: keyword || undefined, show_all: showAll || undefined }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<{ action: AffiliateAction; affiliate: AdminAffiliate } | null>(null);
  const bookmark = useMutation({
    ...bookmarkAffiliateMutation(),
    onSuccess: () => reloadAffiliates(queryClient),
    onError: (error) => void message.error(errorMessage(t, error)),
  });
  const action = (affiliate: AdminAffiliate, name: AffiliateAction, label: string) => (
    <Button size="small" onClick={() => setOpen({ action: name, affiliate })} data-testid={`affiliate-${name}`}>
      {label}
    </Button>
  );
  const count = (value: number) => formatNumber(value, language);
  const columns: TableColumnsType<AdminAffiliate> = [
    {
      key: 'bookmark',
      width: 48,
      render: (_, affiliate) => (
        <Button
          type="text"
          size="small"
          aria-label={t(affiliate.bookmarked ? 'admin.affiliates.unbookmark' : 'admin.affiliates.bookmark')}
          aria-pressed={affiliate.bookmarked}
          icon={affiliate.bookmarked ? <StarFilled style={{ color: '#f59e0b' }} /> : <StarOutlined />}
          onClick={() => bookmark.mutate({ id: affiliate.userId, bookmarked: !affiliate.bookmarked })}
          data-testid="affiliate-bookmark"
        />
      ),
    },
    {
      key: 'name',
      title: t('admin.users.name'),
      render: (_, affiliate) => (
        <Space orientation="vertical" size={0}>
          <Link to={paths.adminUser(affiliate.userId)}>{affiliate.name}</Link>
          <Typography.Text type="secondary">{affiliate.email}</Typography.Text>
          {affiliate.applicationNote && <Typography.Text italic>{affiliate.applicationNote}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('admin.affiliates.state'),
      render: (_, affiliate) => (
        <Tag color={STATE_COLORS[affiliate.state]}>{t(`admin.affiliates.states.${affiliate.state}`)}</Tag>
      ),
    },
    { key: 'code', title: t('admin.affiliates.code'), render: (_, affiliate) => affiliate.code ?? '—' },
    {
      key: 'terms',
      title: t('admin.affiliates.terms'),
      render: (_, affiliate) =>
        affiliate.discountPercent === null
          ? '—'
          : `${affiliate.discountPercent}% / ${affiliate.commissionPercent ?? 0}%`,
    },
    {
      key: 'leads',
      title: t('admin.affiliates.leads'),
      align: 'end',
      render: (_, affiliate) => count(affiliate.leads),
    },
    {
      key: 'sales',
      title: t('admin.affiliates.sales'),
      align: 'end',
      render: (_, affiliate) => count(affiliate.sales),
    },
    {
      key: 'commissionTotal',
      title: t('admin.affiliates.commissionTotal'),
      align: 'end',
      render: (_, affiliate) => formatIdr(affiliate.commissionTotal, language),
    },
    {
      key: 'actions',
      render: (_, affiliate) => (
        <Space wrap>
          {affiliate.state === 'none' || affiliate.state === 'applied' ? (
            action(affiliate, 'signup', t('admin.affiliates.signup'))
          ) : (
            <>
              {action(affiliate, 'code', t('admin.affiliates.setCode'))}
              {action(affiliate, 'settings', t('admin.affiliates.settings'))}
              {action(affiliate, 'sales', t('admin.affiliates.salesButton'))}
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <KeywordSearch
          keyword={keyword}
          onSearch={(value) => setFilter('keyword', value)}
          testId="admin-affiliates-search"
        />
        <Space>
          <Switch
            checked={showAll}
            onChange={(checked) => setFilter('show_all', checked ? 'true' : null)}
            data-testid="affiliates-show-all"
          />
          <Typography.Text>{t('admin.affiliates.showAll')}</Typography.Text>
        </Space>
      </Space>
      <AdminTable
        query={affiliates}
        columns={columns}
        rowKey="userId"
        page={page}
        onPage={setPage}
        testId="admin-affiliates"
        rowTestId="admin-affiliate-row"
      />
      {open && <AffiliateModal action={open.action} affiliate={open.affiliate} onClose={() => setOpen(null)} />}
    </Space>
  );
}
