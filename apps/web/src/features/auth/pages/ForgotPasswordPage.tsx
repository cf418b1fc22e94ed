import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, Spin } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/errors.ts';
import { useFormRules } from '../../../lib/formRules.ts';
import { paths } from '../../../lib/paths.ts';
import { requestPasswordReset, resetTokenQuery } from '../queries.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthResultFrame } from '../components/AuthResultFrame.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';

function RequestResetForm() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const [form] = Form.useForm<{ email: string }>();
  const mutation = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: (result) => {
      if (!result.ok && result.body?.code === 'EMAIL_NOT_FOUND') {
        form.setFields([{ name: 'email', errors: [t('errors.EMAIL_NOT_FOUND')] }]);
      }
    },
  });
  const result = mutation.data;

  if (result?.ok) {
    return (
      <AuthResultFrame>
        <Result
          icon={<MailOutlined style={{ color: 'var(--pl-primary)' }} />}
          title={t('auth.forgot.sentTitle')}
          subTitle={
            <span data-testid="forgot-sent">
              <Trans
                i18nKey="auth.forgot.sentTo"
                values={{ email: mutation.variables }}
                components={{ strong: <strong /> }}
              />
            </span>
          }
          extra={
            <LinkButton type="primary" to={paths.login}>
              {t('auth.forgot.toLogin')}
            </LinkButton>
          }
        />
      </AuthResultFrame>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to={paths.login}>{t('auth.forgot.toLogin')}</Link>}
    >
      <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="forgot-error" />
      <Form
        form={form}
        name="forgotPassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values.email.trim())}
      >
        <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.requiredEmail, rules.email]}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            size="large"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="forgot-submit"
        >
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useQuery(resetTokenQuery(token));

  if (check.isPending) {
    return (
      <AuthResultFrame>
        <Result icon={<Spin size="large" />} title={t('auth.reset.checking')} />
      </AuthResultFrame>
    );
  }
  if (check.data) return <ResetPasswordForm token={token} email={check.data.email} />;
  return (
    <AuthResultFrame>
      <Result
        status="error"
        title={t('auth.reset.invalidTitle')}
        subTitle={
          <span data-testid="reset-invalid">
            {isApiError(check.error) ? failureMessage(t, check.error.failure) : t('errors.serverError')}
          </span>
        }
        extra={
          <LinkButton type="primary" to={paths.forgotPassword}>
            {t('auth.reset.requestNew')}
          </LinkButton>
        }
      />
    </AuthResultFrame>
  );
}

/** /forgot-password: the request form; /forgot-password?token=…: check the token, then a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetWithToken key={token} token={token} /> : <RequestResetForm />;
}
