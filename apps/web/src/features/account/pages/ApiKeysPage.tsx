import type { ApiKey, ApiKeyCreated } from '@pasarlens/contracts';
import { App, Alert, Button, Empty, Form, Input, List, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSettings } from '../../../components/AccountSettings.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { KeyListItem } from '../components/KeyListItem.tsx';
import { apiKeysQuery, createApiKeyMutation, revokeApiKeyMutation } from '../queries.ts';

/** The secret of a key just made: shown once, with a copy button. */
function NewSecret({ created }: { created: ApiKeyCreated }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('account.apiKeys.createdTitle', { name: created.name })}
      description={
        <>
          <Typography.Paragraph>{t('account.apiKeys.shownOnce')}</Typography.Paragraph>
          <Typography.Text code copyable data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
            {created.secret}
          </Typography.Text>
        </>
      }
    />
  );
}

function KeyItem({ item, onRevoke, revoking }: { item: ApiKey; onRevoke: () => void; revoking: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calls = item.callsByDay.reduce((sum, day) => sum + day.calls, 0);
  return (
    <KeyListItem item={item} texts="account.apiKeys" testId="api-key" onRevoke={onRevoke} revoking={revoking}>
      <span data-testid="api-key-calls">{t('account.apiKeys.calls', { calls: formatNumber(calls, language) })}</span>
    </KeyListItem>
  );
}

/** The account's API keys (decisions/036): create one (its secret shown once), see its use, revoke it. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const keys = useQuery(apiKeysQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });

  const create = useMutation({
    ...createApiKeyMutation(),
    onSuccess: (answer) => {
      setCreated(answer);
      form.resetFields();
      void refresh();
    },
  });
  const revoke = useMutation({
    ...revokeApiKeyMutation(),
    onSuccess: () => void message.success(t('account.apiKeys.revokedDone')),
    onSettled: () => void refresh(),
  });
  const allowance = keys.data?.allowance;

  return (
    <AccountSettings wide>
      <Typography.Paragraph>
        {t('account.apiKeys.intro')} <Link to={paths.apiDocs}>{t('account.apiKeys.docs')}</Link>
      </Typography.Paragraph>
      {keys.data && !allowance && (
        <Alert
          type="info"
          showIcon
          data-testid="api-keys-paywall"
          message={t('account.apiKeys.needsPlan')}
          action={
            <Link to={paths.upgrade}>
              <Button type="primary" size="small">
                {t('account.apiKeys.upgrade')}
              </Button>
            </Link>
          }
        />
      )}
      {allowance && (
        <>
          <Typography.Paragraph type="secondary">
            {t('account.apiKeys.limits', { perMinute: allowance.perMinute, burst: allowance.burst })}
          </Typography.Paragraph>
          {created && <NewSecret created={created} />}
          <ApiErrorAlert
            failure={isApiError(create.error) ? create.error.failure : null}
            error={create.error}
            testId="api-key-error"
          />
          <Form<{ name: string }>
            form={form}
            layout="inline"
            name="api-key"
            requiredMark={false}
            onFinish={(values) => create.mutate(values)}
            style={{ marginBottom: 16, rowGap: 8 }}
          >
            <Form.Item
              name="name"
              rules={[{ required: true, whitespace: true, message: t('account.apiKeys.nameRequired') }]}
              style={{ flex: '1 1 200px' }}
            >
              <Input placeholder={t('account.apiKeys.name')} maxLength={60} data-testid="api-key-name" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="api-key-create">
              {t('account.apiKeys.create')}
            </Button>
          </Form>
        </>
      )}
      <List<ApiKey>
        loading={keys.isLoading}
        dataSource={keys.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('account.apiKeys.none')} /> }}
        renderItem={(item) => (
          <KeyItem
            item={item}
            revoking={revoke.isPending && revoke.variables.id === item.id}
            onRevoke={() => revoke.mutate({ id: item.id })}
          />
        )}
      />
    </AccountSettings>
  );
}
