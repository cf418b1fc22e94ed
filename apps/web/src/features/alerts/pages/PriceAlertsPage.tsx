import { DeleteOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PageHeading } from '../../../components/PageHeading.tsx';
import {
  ALERT_PLATFORMS,
  ALERT_STATES,
  ALERTS_PER_PAGE,
  type AlertPlatform,
  type AlertState,
  type PriceAlert,
} from '@pasarlens/contracts';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  List,
  Pagination,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { alertsChanged, removeAlert, removeAllAlerts, toggleAlert, alertsQuery } from '../queries.ts';
import { AlertsPaywall } from '../components/AlertsPaywall.tsx';
import { AlertStateTag } from '../components/AlertStateTag.tsx';
import { PriceChanges } from '../components/PriceChanges.tsx';
import { WebhookSettings } from '../components/WebhookSettings.tsx';
import { describeCondition } from '../labels.ts';

function AlertRow({ alert }: { alert: PriceAlert }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async () => unwrap(await toggleAlert(alert.id)),
    onSuccess: () => alertsChanged(queryClient),
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(await removeAlert(alert.id)),
    onSuccess: () => alertsChanged(queryClient),
  });
  return (
    <List.Item data-testid="alert-row" data-alert-id={alert.id}>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Link to={paths.priceAlert(alert.id)} data-testid="alert-link" className="pl-alert-row__name">
            {alert.product.name}
          </Link>
          <AlertStateTag state={alert.state} />
        </Flex>
        <Typography.Text type="secondary">
          {alert.store.name} · {t(`alerts.platforms.${alert.platform}`, alert.platform)}
        </Typography.Text>
        <Typography.Text>{describeCondition(t, alert, language)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('alerts.list.lastPrice', { price: formatIdr(alert.lastPrice, language) })}
          {alert.lastChange !== null && ` (${alert.lastChange > 0 ? '+' : ''}${formatIdr(alert.lastChange, language)})`}
        </Typography.Text>
        {alert.notes && <Typography.Text italic>{alert.notes}</Typography.Text>}
        <Space wrap>
          <Switch
            data-testid="alert-toggle"
            checked={alert.is_active}
            loading={toggle.isPending}
            onChange={() => toggle.mutate()}
            checkedChildren={t('alerts.list.on')}
            unCheckedChildren={t('alerts.list.off')}
          />
          <Popconfirm
            title={t('alerts.list.removeConfirm')}
            okText={t('alerts.list.remove')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove.mutate()}
          >
            <Button size="small" danger icon={<DeleteOutlined />} data-testid="alert-remove">
              {t('alerts.list.remove')}
            </Button>
          </Popconfirm>
        </Space>
        {toggle.error && isApiError(toggle.error) && <ApiErrorAlert failure={toggle.error.failure} />}
      </Flex>
    </List.Item>
  );
}

/** /app/price-alerts: the user's alerts with toggle, remove and remove all; the price-change views; the webhook. */
export default function PriceAlertsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('alerts.title'));
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const platform = (ALERT_PLATFORMS as readonly string[]).includes(params.get('platform') ?? '')
    ? (params.get('platform') as AlertPlatform)
    : undefined;
  const state = (ALERT_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as AlertState)
    : undefined;
  const alerts = useQuery(alertsQuery({ page, platform, state }));
  const removeAll = useMutation({
    mutationFn: async () => unwrap(await removeAllAlerts()),
    onSuccess: () => alertsChanged(queryClient),
  });
  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  if (!user.premium.alertSupport) {
    return (
      <div className="pl-page">
        <Typography.Title level={3}>{t('alerts.title')}</Typography.Title>
        <AlertsPaywall />
      </div>
    );
  }
  const data = alerts.data;
  return (
    <div className="pl-page" data-testid="price-alerts">
      <PageHeading title={t('alerts.title')}>
        <Space wrap>
          <LinkButton type="primary" icon={<PlusOutlined />} to={paths.newPriceAlert} data-testid="alerts-new">
            {t('alerts.list.new')}
          </LinkButton>
          <LinkButton icon={<UnorderedListOutlined />} to={paths.newPriceAlerts} data-testid="alerts-new-multiple">
            {t('alerts.list.newMultiple')}
          </LinkButton>
        </Space>
      </PageHeading>
      <Typography.Paragraph type="secondary" data-testid="alerts-count">
        {t('alerts.list.count', {
          used: formatNumber(user.premium.alertCount, language),
          limit: formatNumber(user.premium.alertLimit, language),
        })}
      </Typography.Paragraph>
      <Card className="pl-card" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} justify="space-between">
          <Space wrap>
            <Select
              allowClear
              placeholder={t('alerts.list.platform')}
              value={platform}
              style={{ minWidth: 140 }}
              onChange={(value) => setFilter('platform', value)}
              options={ALERT_PLATFORMS.map((p) => ({ value: p, label: t(`alerts.platforms.${p}`) }))}
              data-testid="alerts-platform"
            />
            <Select
              allowClear
              placeholder={t('alerts.list.state')}
              value={state}
              style={{ minWidth: 140 }}
              onChange={(value) => setFilter('state', value)}
              options={ALERT_STATES.map((s) => ({ value: s, label: t(`alerts.states.${s}`) }))}
              data-testid="alerts-state"
            />
          </Space>
          <Popconfirm
            title={t('alerts.list.removeAllConfirm')}
            okText={t('alerts.list.removeAll')}
            cancelText={t('common.cancel')}
            onConfirm={() => removeAll.mutate()}
          >
            <Button danger disabled={!data || data.total === 0} data-testid="alerts-remove-all">
              {t('alerts.list.removeAll')}
            </Button>
          </Popconfirm>
        </Flex>
        {alerts.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={t('alerts.list.failed')}
            data-testid="alerts-failed"
          />
        )}
        {alerts.isPending && <Skeleton active />}
        {data && data.items.length === 0 && <Empty description={t('alerts.list.empty')} />}
        {data && data.items.length > 0 && (
          <List dataSource={data.items} rowKey="id" renderItem={(alert) => <AlertRow alert={alert} />} />
        )}
        {data && data.total > ALERTS_PER_PAGE && (
          <Pagination
            current={data.page}
            pageSize={ALERTS_PER_PAGE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        )}
      </Card>
      <PriceChanges />
      <WebhookSettings />
    </div>
  );
}
