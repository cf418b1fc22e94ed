import { DeleteOutlined } from '@ant-design/icons';
import type { AlertHistoryEntry } from '@pasarlens/contracts';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Popconfirm, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { formatDateTime, formatIdr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { alertsChanged, removeAlert, toggleAlert, updateAlert, alertQuery } from '../queries.ts';
import { AlertChart } from '../components/AlertChart.tsx';
import { AlertStateTag } from '../components/AlertStateTag.tsx';
import { ConditionEditor, ruleOf, type RuleDraft } from '../components/ConditionEditor.tsx';
import { describeCondition } from '../labels.ts';

/** /app/price-alerts/:alertId: the alert, its chart, its condition to change, and its history. */
export default function PriceAlertPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('alerts.detail.title'));
  const id = Number(useParams().alertId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useQuery(alertQuery(id));
  const [rule, setRule] = useState<RuleDraft | null>(null);
  useEffect(() => {
    if (alert.data) setRule((current) => current ?? { ...alert.data, unit: alert.data.unit });
  }, [alert.data]);
  const toggle = useMutation({
    mutationFn: async () => unwrap(await toggleAlert(id)),
    onSuccess: () => alertsChanged(queryClient),
  });
  const save = useMutation({
    mutationFn: async () => unwrap(await updateAlert(id, ruleOf(rule!))),
    onSuccess: () => alertsChanged(queryClient),
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(await removeAlert(id)),
    onSuccess: async () => {
      await alertsChanged(queryClient);
      navigate(paths.priceAlerts);
    },
  });

  if (alert.isPending) return <Skeleton active />;
  if (alert.error)
    return <div className="pl-page">{isApiError(alert.error) && <ApiErrorAlert failure={alert.error.failure} />}</div>;
  const data = alert.data;
  const columns = [
    { title: t('alerts.history.date'), dataIndex: 'date', render: (date: string) => formatDateTime(date, language) },
    {
      title: t('alerts.history.type'),
      dataIndex: 'type',
      render: (type: AlertHistoryEntry['type']) => t(`alerts.history.types.${type}`),
    },
    { title: t('alerts.history.price'), dataIndex: 'price', render: (price: number) => formatIdr(price, language) },
    {
      title: t('alerts.history.condition'),
      dataIndex: 'condition',
      render: (condition: AlertHistoryEntry['condition']) => t(`alerts.conditions.${condition}`),
    },
  ];
  return (
    <div className="pl-page" data-testid="alert-detail">
      <Typography.Title level={3} data-testid="alert-title">
        {data.product.name}
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card className="pl-card">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('alerts.detail.store')}>
              {data.store.name} · {t(`alerts.platforms.${data.platform}`, data.platform)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.detail.condition')}>
              {describeCondition(t, data, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.detail.state')}>
              <AlertStateTag state={data.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.detail.lastPrice')}>
              <span data-testid="alert-last-price">{formatIdr(data.lastPrice, language)}</span>
            </Descriptions.Item>
            {data.notes && <Descriptions.Item label={t('alerts.form.notes')}>{data.notes}</Descriptions.Item>}
          </Descriptions>
          <Space wrap>
            <Switch
              data-testid="alert-toggle"
              checked={data.is_active}
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
              <Button danger size="small" icon={<DeleteOutlined />} data-testid="alert-remove">
                {t('alerts.list.remove')}
              </Button>
            </Popconfirm>
          </Space>
          {toggle.error && isApiError(toggle.error) && <ApiErrorAlert failure={toggle.error.failure} />}
        </Card>
        <Card className="pl-card" title={t('alerts.detail.chart')}>
          <AlertChart alert={data} />
        </Card>
        {rule && (
          <Card className="pl-card" title={t('alerts.detail.edit')}>
            <ConditionEditor
              value={rule}
              onChange={setRule}
              product={{ price: data.lastPrice, stock: data.currentStock, lowest30: data.lowest30 }}
            />
            {save.error && isApiError(save.error) && <ApiErrorAlert failure={save.error.failure} />}
            <Button
              type="primary"
              style={{ marginTop: 16 }}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="alert-save"
            >
              {t('common.save')}
            </Button>
          </Card>
        )}
        <Card className="pl-card" title={t('alerts.history.title')}>
          <Table<AlertHistoryEntry>
            data-testid="alert-history"
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={data.history}
            columns={columns}
          />
        </Card>
      </Space>
    </div>
  );
}
