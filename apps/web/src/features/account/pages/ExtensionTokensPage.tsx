import type { ExtensionToken } from '@pasarlens/contracts';
import { App, Empty, List, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSettings } from '../../../components/AccountSettings.tsx';
import { paths } from '../../../lib/paths.ts';
import { KeyListItem } from '../components/KeyListItem.tsx';
import { extensionTokensQuery, revokeExtensionTokenMutation } from '../queries.ts';

/** The browsers where the extension is connected (decisions/038): when each was connected and last used, and disconnecting one. */
export default function ExtensionTokensPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tokens = useQuery(extensionTokensQuery());
  const revoke = useMutation({
    ...revokeExtensionTokenMutation(),
    onSuccess: () => void message.success(t('account.extension.revokedDone')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: extensionTokensQuery().queryKey }),
  });
  return (
    <AccountSettings wide>
      <Typography.Paragraph>
        {t('account.extension.intro')} <Link to={paths.extension}>{t('account.extension.get')}</Link>
      </Typography.Paragraph>
      <List<ExtensionToken>
        data-testid="extension-tokens"
        loading={tokens.isLoading}
        dataSource={tokens.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('account.extension.none')} /> }}
        renderItem={(item) => (
          <KeyListItem
            item={item}
            texts="account.extension"
            testId="extension-token"
            revoking={revoke.isPending && revoke.variables.id === item.id}
            onRevoke={() => revoke.mutate({ id: item.id })}
          />
        )}
      />
    </AccountSettings>
  );
}
