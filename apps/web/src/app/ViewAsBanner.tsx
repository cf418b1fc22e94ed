import { EyeOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@pasarlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { client } from '../lib/client.ts';
import { failureMessage } from '../lib/errors.ts';
import { paths } from '../lib/paths.ts';
import { reloadIdentity } from '../lib/session.tsx';

/**
 * While an admin views the app as a user (spec §4), every page says so, read-only, with the way
 * back: the exit returns to the admin's own account, on the page of the user they viewed.
 */
export function ViewAsBanner({ user, admin }: { user: CurrentUser; admin: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exit = useMutation({
    mutationFn: () => client.viewAsExit({}),
    onSuccess: async (result) => {
      if (!result.ok) {
        void message.error(failureMessage(t, result));
        return;
      }
      await navigate(paths.adminUser(user.id));
      await reloadIdentity(queryClient);
    },
  });
  return (
    <Alert
      banner
      type="warning"
      icon={<EyeOutlined />}
      showIcon
      data-testid="view-as-banner"
      title={t('viewAs.banner', { name: user.name, email: user.email })}
      description={t('viewAs.by', { admin })}
      action={
        <Button
          size="small"
          type="primary"
          loading={exit.isPending}
          onClick={() => exit.mutate()}
          data-testid="view-as-exit"
        >
          {t('viewAs.exit')}
        </Button>
      }
    />
  );
}
