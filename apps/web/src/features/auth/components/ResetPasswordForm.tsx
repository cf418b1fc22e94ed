import { Button, Form, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/AccountFields.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { issuesToFields } from '../../../lib/formRules.ts';
import { paths } from '../../../lib/paths.ts';
import { changePassword } from '../queries.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthResultFrame } from './AuthResultFrame.tsx';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** New password for a checked reset token; on success a link to the login page. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const mutation = useMutation({
    mutationFn: (values: ResetValues) => changePassword({ token, ...values }),
    onSuccess: (result) => {
      if (!result.ok) form.setFields(issuesToFields(t, result.body?.issues, ['password', 'confirmPassword']));
    },
  });
  const result = mutation.data;

  if (result?.ok) {
    return (
      <AuthResultFrame>
        <Result
          status="success"
          title={t('auth.reset.successTitle')}
          subTitle={<span data-testid="reset-success">{t('auth.reset.successSubtitle')}</span>}
          extra={
            <LinkButton type="primary" size="large" to={paths.login} data-testid="reset-login">
              {t('auth.reset.toLogin')}
            </LinkButton>
          }
        />
      </AuthResultFrame>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email })}>
      <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="reset-error" />
      <Form<ResetValues>
        form={form}
        name="resetPassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        <NewPasswordFields />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="reset-submit"
        >
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
