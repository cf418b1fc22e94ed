import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setCurrentUser } from '../../../lib/session.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useFormRules } from '../../../lib/formRules.ts';
import { paths } from '../../../lib/paths.ts';
import { DEFAULT_AFTER_LOGIN, REDIRECT_PARAM, safeRedirect } from '../../../lib/redirect.ts';
import { isApiError } from '../../../lib/api.ts';
import { loginMutation } from '../queries.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ResendVerification } from '../components/ResendVerification.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const redirectedFrom = safeRedirect(params.get(REDIRECT_PARAM));

  const mutation = useMutation({
    ...loginMutation(),
    onSuccess: (answer) => {
      setCurrentUser(queryClient, answer.user);
      void navigate(redirectedFrom ?? DEFAULT_AFTER_LOGIN, { replace: true });
    },
  });
  const failure = isApiError(mutation.error) ? mutation.error.failure : null;
  const notVerified = failure?.body?.code === 'EMAIL_NOT_VERIFIED';
  const submittedEmail = mutation.variables?.email;

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.toRegister')}</Link>
        </>
      }
    >
      {redirectedFrom && !failure && (
        <Alert type="info" showIcon title={t('auth.login.redirected')} style={{ marginBottom: 16 }} />
      )}
      <ApiErrorAlert failure={failure} error={mutation.error} testId="login-error" />
      {notVerified && submittedEmail && (
        <div className="pl-auth__resend">
          <ResendVerification email={submittedEmail} block />
        </div>
      )}
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate({ email: values.email.trim().toLowerCase(), password: values.password })}
        disabled={mutation.isPending}
      >
        <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.requiredEmail]}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            placeholder={t('auth.fields.emailPlaceholder')}
            size="large"
          />
        </Form.Item>
        <Form.Item name="password" label={t('auth.fields.password')} rules={[rules.requiredPassword]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder={t('auth.fields.passwordPlaceholder')}
            size="large"
          />
        </Form.Item>
        <div className="pl-auth__row">
          <Link to={paths.forgotPassword} data-testid="forgot-password-link">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
