import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { affiliateApplicationQuery, applyMutation } from '../queries.ts';

const application = affiliateApplicationQuery();

/** Applying to the affiliate programme (with an optional note), or where the application stands. */
export function AffiliateApplication() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const state = useQuery(application);
  const apply = useMutation({
    ...applyMutation(),
    onSuccess: (answer) => queryClient.setQueryData(application.queryKey, answer),
  });
  const failure = [apply.error, state.error].find(isApiError)?.failure;
  if (state.data?.state === 'applied') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="affiliate-applied"
        title={t('referral.apply.applied')}
        description={
          state.data.appliedAt
            ? t('referral.apply.appliedOn', { date: formatDate(state.data.appliedAt, language) })
            : undefined
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <>
      <ApiErrorAlert failure={failure} testId="affiliate-apply-error" />
      {state.data?.state === 'none' && (
        <Form
          layout="vertical"
          onFinish={({ note }: { note?: string }) => apply.mutate({ note: note?.trim() || undefined })}
          data-testid="affiliate-apply-form"
        >
          <Form.Item name="note" label={t('referral.apply.note')} extra={t('referral.apply.noteHelp')}>
            <Input.TextArea rows={3} maxLength={1000} data-testid="affiliate-apply-note" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="affiliate-apply">
            {t('referral.apply.submit')}
          </Button>
        </Form>
      )}
    </>
  );
}
