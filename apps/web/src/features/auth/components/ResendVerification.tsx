import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useFormRules } from '../../../lib/formRules.ts';
import { isApiError } from '../../../lib/api.ts';
import { resendVerificationMutation } from '../queries.ts';

/**
 * Resends the verification email: a single button when the address is known, otherwise a small
 * form with an email input.
 */
export function ResendVerification({ email, block = false }: { email?: string; block?: boolean }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  const mutation = useMutation(resendVerificationMutation());

  const feedback = (
    <>
      {mutation.isSuccess && (
        <Alert
          type="success"
          showIcon
          title={t('auth.resend.sent')}
          style={{ marginBottom: 16 }}
          data-testid="resend-success"
        />
      )}
      {isApiError(mutation.error) && <ApiErrorAlert failure={mutation.error.failure} testId="resend-error" />}
    </>
  );

  if (email) {
    return (
      <div className="pl-resend">
        {feedback}
        <Button
          icon={<MailOutlined />}
          loading={mutation.isPending}
          onClick={() => mutation.mutate({ email })}
          block={block}
          data-testid="resend-verification"
        >
          {t('auth.resend.button')}
        </Button>
      </div>
    );
  }

  return (
    <div className="pl-resend">
      {feedback}
      <Form
        name="resend"
        layout="vertical"
        requiredMark={false}
        onFinish={(values: { email: string }) => mutation.mutate({ email: values.email.trim() })}
      >
        <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.requiredEmail, rules.email]}>
          <Input type="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} block data-testid="resend-verification">
          {t('auth.resend.button')}
        </Button>
      </Form>
    </div>
  );
}
