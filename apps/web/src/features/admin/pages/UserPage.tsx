import { EyeOutlined } from '@ant-design/icons';
import { GRANT_KINDS, type AdminUserDetail, type Grant, type GrantKind } from '@pasarlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { FullPageSpinner } from '../../../components/FullPageSpinner.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { errorMessage } from '../../../lib/mutations.ts';
import { formatDate, formatDateTime, formatIdr, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadIdentity, useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { viewAsMutation } from '../queries.ts';
import { GiveModal, RemoveGrantModal } from '../components/GrantModals.tsx';
import { RowsTable } from '../components/RowsTable.tsx';
import { planName } from '../../../lib/plan.ts';
import { ledgerAction } from '../ledger.ts';

type Detail = AdminUserDetail;

/** /app/admin/users/:id: a user's profile, plan, balances and history, with the give and remove actions and viewing the app as them. */
export default function UserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery(endpointQuery('adminUser', { id }));
  const [giving, setGiving] = useState<GrantKind | null>(null);
  const [removing, setRemoving] = useState<Grant | null>(null);
  const me = useSignedInUser();
  useDocumentTitle(detail.data?.user.name ?? t('admin.nav.users'));

  if (detail.isPending) return <FullPageSpinner inline />;
  if (detail.isError)
    return (
      <ApiErrorAlert
        failure={isApiError(detail.error) ? detail.error.failure : null}
        error={detail.error}
        testId="admin-user-error"
      />
    );
  const { user } = detail.data;
  // Another admin gives to or takes back from an admin's own account: never the admin alone.
  const ownAccount = user.id === me.id;
  return (
    <div data-testid="admin-user">
      <PageHeading title={user.name} titleTestId="admin-user-name">
        <Space wrap>
          {!ownAccount &&
            GRANT_KINDS.map((kind) => (
              <Button key={kind} onClick={() => setGiving(kind)} data-testid={`give-${kind}`}>
                {t(`admin.give.${kind}.button`)}
              </Button>
            ))}
          <ViewAsButton userId={user.id} />
        </Space>
      </PageHeading>
      {ownAccount && (
        <Typography.Paragraph type="secondary" data-testid="admin-own-account">
          {t('errors.OWN_ACCOUNT')}
        </Typography.Paragraph>
      )}
      <Profile detail={detail.data} />
      <Card className="pl-card pl-section" title={t('admin.grants.title')}>
        <Grants grants={detail.data.grants} onRemove={ownAccount ? undefined : setRemoving} />
      </Card>
      <History detail={detail.data} />
      {giving && <GiveModal kind={giving} user={user} onClose={() => setGiving(null)} />}
      {removing && <RemoveGrantModal grant={removing} userId={user.id} onClose={() => setRemoving(null)} />}
    </div>
  );
}

/** Opens the app as this user, read-only, until the banner's exit. */
function ViewAsButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation({
    ...viewAsMutation(),
    onSuccess: async () => {
      await navigate(paths.home);
      await reloadIdentity(queryClient);
    },
    onError: (error) => void message.error(errorMessage(t, error)),
  });
  return (
    <Button
      type="primary"
      icon={<EyeOutlined />}
      loading={open.isPending}
      onClick={() => open.mutate({ id: userId })}
      data-testid="view-as"
    >
      {t('admin.user.viewAs')}
    </Button>
  );
}

function Profile({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, usage } = detail;
  const count = (value: number) => formatNumber(value, language);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  return (
    <Card className="pl-card">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        className="pl-descriptions"
        data-testid="admin-user-profile"
        items={[
          { key: 'email', label: t('admin.users.email'), children: user.email },
          { key: 'phone', label: t('admin.users.phone'), children: user.phone },
          { key: 'role', label: t('admin.user.role'), children: t(`admin.user.roles.${user.role}`) },
          {
            key: 'verified',
            label: t('admin.user.emailVerified'),
            children: t(user.emailVerified ? 'admin.yes' : 'admin.no'),
          },
          { key: 'affiliate', label: t('admin.user.affiliateCode'), children: user.affiliateCode ?? '—' },
          { key: 'joined', label: t('admin.users.joined'), children: date(user.createdAt) },
          {
            key: 'lastSeen',
            label: t('admin.user.lastSeen'),
            children: user.lastSeenAt ? formatDateTime(user.lastSeenAt, language) : '—',
          },
          {
            key: 'plan',
            label: t('admin.users.plan'),
            children: <span data-testid="admin-user-plan">{planName(t, user.plan)}</span>,
          },
          { key: 'expires', label: t('admin.users.expires'), children: date(user.expiresAt) },
          {
            key: 'autoPayment',
            label: t('admin.users.autoPayment'),
            children: user.autoPayment ? t(`billing.autoPayment.${user.autoPayment}.label`) : '—',
          },
          {
            key: 'tokens',
            label: t('admin.user.tokens'),
            children: (
              <span data-testid="admin-user-tokens">
                {t('admin.user.tokensValue', {
                  left: count(usage.tokensLeft),
                  total: count(usage.tokenAllowance + usage.extraTokens),
                  allowance: count(usage.tokenAllowance),
                  used: count(usage.tokensUsed),
                  extra: count(usage.extraTokens),
                })}
              </span>
            ),
          },
          {
            key: 'downloads',
            label: t('admin.user.downloads'),
            children: t('admin.user.downloadsValue', {
              used: count(usage.downloadsUsed),
              allowance: count(usage.downloadAllowance),
              credit: count(usage.downloadCredit),
            }),
          },
          { key: 'reset', label: t('admin.user.nextReset'), children: formatDateTime(usage.nextResetAt, language) },
        ]}
      />
    </Card>
  );
}

function Grants({ grants, onRemove }: { grants: Grant[]; onRemove: ((grant: Grant) => void) | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<Grant> = [
    { key: 'kind', title: t('admin.grants.kind'), render: (_, grant) => t(`admin.grants.kinds.${grant.kind}`) },
    {
      key: 'what',
      title: t('admin.grants.what'),
      render: (_, grant) => (grant.plan ? planName(t, grant.plan) : formatNumber(grant.amount ?? 0, language)),
    },
    { key: 'purpose', title: t('admin.grants.purpose'), dataIndex: 'purpose' },
    { key: 'by', title: t('admin.grants.by'), render: (_, grant) => grant.grantedBy ?? '—' },
    { key: 'at', title: t('admin.grants.at'), render: (_, grant) => formatDateTime(grant.createdAt, language) },
    {
      key: 'until',
      title: t('admin.grants.until'),
      render: (_, grant) => (grant.grantedUntil ? formatDate(grant.grantedUntil, language) : '—'),
    },
    {
      key: 'state',
      title: t('admin.grants.state'),
      render: (_, grant) =>
        grant.removedAt ? (
          <Space orientation="vertical" size={0}>
            <Tag>{t('admin.grants.removedOn', { date: formatDate(grant.removedAt, language) })}</Tag>
            <Typography.Text type="secondary">
              {[grant.removedBy, grant.removalPurpose].filter(Boolean).join(' · ')}
            </Typography.Text>
            {grant.reclaimed !== null && (
              <Typography.Text type="secondary">
                {t('admin.grants.reclaimed', { amount: formatNumber(grant.reclaimed, language) })}
              </Typography.Text>
            )}
          </Space>
        ) : onRemove ? (
          <Button size="small" danger onClick={() => onRemove(grant)} data-testid="grant-remove">
            {t('admin.grants.remove')}
          </Button>
        ) : null,
    },
  ];
  return <RowsTable rows={grants} columns={columns} rowKey="id" testId="admin-grants" rowTestId="admin-grant-row" />;
}

function History({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  const invoiceColumns: TableColumnsType<Detail['invoices'][number]> = [
    { key: 'number', title: t('billing.invoices.number'), dataIndex: 'number' },
    {
      key: 'kind',
      title: t('billing.invoices.purchase'),
      render: (_, invoice) =>
        [t(`admin.invoiceKinds.${invoice.kind}`), invoice.plan && planName(t, invoice.plan)]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'total',
      title: t('billing.invoices.total'),
      align: 'end',
      render: (_, invoice) => formatIdr(invoice.total, language),
    },
    {
      key: 'status',
      title: t('billing.invoices.statusTitle'),
      render: (_, invoice) => t(`billing.invoices.status.${invoice.status}`),
    },
    {
      key: 'method',
      title: t('billing.invoices.method'),
      render: (_, invoice) =>
        invoice.method ? t(`billing.methods.${invoice.method}`, { defaultValue: invoice.method }) : '—',
    },
    { key: 'created', title: t('billing.invoices.date'), render: (_, invoice) => date(invoice.createdAt) },
    { key: 'paid', title: t('admin.user.paidAt'), render: (_, invoice) => date(invoice.paidAt) },
  ];
  const subscriptionColumns: TableColumnsType<Detail['subscriptions'][number]> = [
    {
      key: 'plan',
      title: t('admin.users.plan'),
      render: (_, sub) =>
        sub.current ? (
          <Space>
            {planName(t, sub.plan)}
            <Tag color="green">{t('admin.user.current')}</Tag>
          </Space>
        ) : (
          planName(t, sub.plan)
        ),
    },
    { key: 'period', title: t('admin.user.period'), render: (_, sub) => t(`admin.user.periods.${sub.period}`) },
    { key: 'started', title: t('admin.user.started'), render: (_, sub) => date(sub.startedAt) },
    { key: 'expires', title: t('admin.users.expires'), render: (_, sub) => date(sub.expiresAt) },
    {
      key: 'autoPayment',
      title: t('admin.users.autoPayment'),
      render: (_, sub) => t(`billing.autoPayment.${sub.autoPayment}.label`),
    },
  ];
  const tokenColumns: TableColumnsType<Detail['tokenUses'][number]> = [
    {
      key: 'action',
      title: t('admin.user.action'),
      render: (_, use) => ledgerAction(t, use.action),
    },
    {
      key: 'feature',
      title: t('admin.user.feature'),
      render: (_, use) =>
        use.context.feature
          ? t(`home.history.features.${use.context.feature}`, { defaultValue: use.context.feature })
          : '—',
    },
    {
      key: 'tokens',
      title: t('admin.user.tokenCount'),
      align: 'end',
      render: (_, use) => formatNumber(use.tokens, language),
    },
    { key: 'at', title: t('admin.user.at'), render: (_, use) => formatDateTime(use.createdAt, language) },
  ];
  const viewColumns: TableColumnsType<Detail['pageViews'][number]> = [
    { key: 'path', title: t('admin.user.path'), dataIndex: 'path' },
    { key: 'at', title: t('admin.user.at'), render: (_, view) => formatDateTime(view.viewedAt, language) },
  ];
  return (
    <>
      <Card className="pl-card pl-section" title={t('admin.user.invoices')}>
        <RowsTable rows={detail.invoices} columns={invoiceColumns} rowKey="id" testId="admin-user-invoices" />
      </Card>
      <Card className="pl-card pl-section" title={t('admin.user.subscriptions')}>
        <RowsTable
          rows={detail.subscriptions}
          columns={subscriptionColumns}
          rowKey="id"
          testId="admin-user-subscriptions"
        />
      </Card>
      <Card className="pl-card pl-section" title={t('admin.user.tokenUses')}>
        <RowsTable
          rows={detail.tokenUses}
          columns={tokenColumns}
          rowKey={(use) => String(use.id)}
          testId="admin-user-token-uses"
        />
      </Card>
      <Card className="pl-card pl-section" title={t('admin.user.pageViews')}>
        <RowsTable
          rows={detail.pageViews}
          columns={viewColumns}
          rowKey={(view) => `${view.viewedAt}:${view.path}`}
          testId="admin-user-page-views"
        />
      </Card>
    </>
  );
}
