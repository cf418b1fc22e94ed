import { GiftOutlined, UserOutlined } from '@ant-design/icons';
import { type RegisterInput } from '@pasarlens/contracts';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContactFields, NewPasswordFields } from '../../../components/AccountFields.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { readCookie } from '../../../lib/cookies.ts';
import { issuesToFields, useFormRules } from '../../../lib/formRules.ts';
import { paths } from '../../../lib/paths.ts';
import { randomUuid } from '../../../lib/uuid.ts';
import { register } from '../queries.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthResultFrame } from '../components/AuthResultFrame.tsx';
import { VerificationSent } from '../components/VerificationSent.tsx';

interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['name', 'email', 'phone', 'password'] as const;

/** The referral code of a shared registration link (?affiliate_code=, or the older ?ref=). */
function affiliateCodeFrom(params: URLSearchParams): string | null {
  return params.get('affiliate_code')?.trim() || params.get('ref')?.trim() || null;
}

/** Registration input from the form, the referral query parameter and the ttp cookie. */
function buildRegisterInput(values: RegisterValues, params: URLSearchParams, ttp: string | undefined): RegisterInput {
  const affiliateCode = affiliateCodeFrom(params);
  const input: RegisterInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    event_id: randomUuid(),
  };
  if (affiliateCode) input.affiliate_code = affiliateCode;
  if (ttp) input.ttp = ttp;
  return input;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const affiliateCode = affiliateCodeFrom(params);

  const mutation = useMutation({
    mutationFn: (values: RegisterValues) => register(buildRegisterInput(values, params, readCookie('ttp'))),
    onSuccess: (result) => {
      if (result.ok) return;
      const code = result.body?.code;
      if (code === 'EMAIL_IN_USE') form.setFields([{ name: 'email', errors: [t('errors.EMAIL_IN_USE')] }]);
      if (code === 'PHONE_IN_USE') form.setFields([{ name: 'phone', errors: [t('errors.PHONE_IN_USE')] }]);
      form.setFields(issuesToFields(t, result.body?.issues, FIELDS));
    },
  });
  const result = mutation.data;

  if (result?.ok) {
    return (
      <AuthResultFrame>
        <VerificationSent email={result.data.email} />
      </AuthResultFrame>
    );
  }

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to={paths.login}>{t('auth.register.toLogin')}</Link>
        </>
      }
    >
      <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="register-error" />
      {affiliateCode && (
        <Alert
          type="success"
          showIcon
          icon={<GiftOutlined />}
          title={t('auth.register.referral', { code: affiliateCode })}
          style={{ marginBottom: 16 }}
          data-testid="register-referral"
        />
      )}
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        <Form.Item name="name" label={t('auth.fields.name')} rules={[rules.requiredName]}>
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('auth.fields.namePlaceholder')} />
        </Form.Item>
        <ContactFields />
        <NewPasswordFields passwordLabelKey="auth.fields.password" />
        <Typography.Paragraph type="secondary" className="pl-auth__legal">
          <Trans
            i18nKey="auth.register.agree"
            components={{ terms: <Link to={paths.terms} />, privacy: <Link to={paths.privacyPolicy} /> }}
          />
        </Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="register-submit"
        >
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
