import type { SubscriptionView } from '@pasarlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { refreshCurrentUser } from '../../../lib/refreshCurrentUser.ts';
import { isApiError } from '../../../lib/api.ts';
import { stopAutoPaymentMutation, subscriptionQuery } from '../queries.ts';

/**
 * Stopping auto-payment is irreversible (spec §4), so it takes two clicks: the first shows what
 * it means (benefits stay until the end of the paid period), the second stops it.
 */
export function StopAutoPayment({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    ...stopAutoPaymentMutation(),
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionQuery().queryKey, { subscription: answer.subscription });
      void refreshCurrentUser(queryClient);
    },
    onError: (error) => {
      // NO_AUTO_PAYMENT: it already stopped (or failed) elsewhere; show the state the server has.
      if (isApiError(error) && error.failure.body?.code === 'NO_AUTO_PAYMENT')
        void queryClient.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
    },
  });
  const failure = isApiError(mutation.error) ? mutation.error.failure : null;
  const until = formatDate(subscription.expiredAt, language);

  return (
    <div className="pl-stop" data-testid="stop-auto-payment">
      <ApiErrorAlert failure={failure} error={mutation.error} testId="stop-error" />
      {confirming ? (
        <Alert
          type="warning"
          showIcon
          title={t('billing.manage.stop.confirmTitle')}
          description={t('billing.manage.stop.confirmBody', { date: until })}
          data-testid="stop-warning"
          action={
            <Space orientation="vertical">
              <Button
                danger
                type="primary"
                loading={mutation.isPending}
                onClick={() => mutation.mutate({})}
                data-testid="stop-confirm"
              >
                {t('billing.manage.stop.confirm')}
              </Button>
              <Button onClick={() => setConfirming(false)} disabled={mutation.isPending}>
                {t('common.cancel')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Button danger onClick={() => setConfirming(true)} data-testid="stop-start">
          {t('billing.manage.stop.start')}
        </Button>
      )}
    </div>
  );
}
