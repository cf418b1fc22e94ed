import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { saveWebhook, alertSettingsQuery } from '../queries.ts';

/** The optional webhook (Slack, Discord, a Telegram bridge) that receives each run's firings as signed JSON. */
export function WebhookSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(alertSettingsQuery());
  const [url, setUrl] = useState('');
  useEffect(() => setUrl(settings.data?.webhookUrl ?? ''), [settings.data?.webhookUrl]);
  const save = useMutation({
    mutationFn: async () => unwrap(await saveWebhook(url.trim() || null)),
    onSuccess: (data) => queryClient.setQueryData(['alertSettings', {}], data),
  });
  return (
    <Card
      className="pl-card"
      title={t('alerts.webhook.title')}
      style={{ marginTop: 16 }}
      data-testid="webhook-settings"
    >
      <Typography.Paragraph type="secondary">{t('alerts.webhook.text')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://hooks.slack.com/…"
          data-testid="webhook-url"
        />
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="webhook-save">
          {t('common.save')}
        </Button>
      </Space.Compact>
      {settings.data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('alerts.webhook.secret')}{' '}
          <Typography.Text code copyable>
            {settings.data.webhookSecret}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      {save.error && isApiError(save.error) && <ApiErrorAlert failure={save.error.failure} />}
    </Card>
  );
}
