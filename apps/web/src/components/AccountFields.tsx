import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { PHONE_EXAMPLE } from '@pasarlens/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../lib/formRules.ts';
import { PhoneInput } from './PhoneInput.tsx';

/** A new password and its confirmation, as registration, reset and password update ask for them. */
export function NewPasswordFields({ passwordLabelKey = 'auth.fields.newPassword' }: { passwordLabelKey?: string }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <>
      <Form.Item
        name="password"
        label={t(passwordLabelKey)}
        rules={[rules.requiredPassword, rules.password]}
        hasFeedback
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('auth.fields.newPasswordPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        rules={[rules.requiredConfirm, rules.sameAs('password')]}
        hasFeedback
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('auth.fields.confirmPasswordPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** Email and phone with the spec §5 rules; the phone is normalised to +62… on blur. */
export function ContactFields() {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <>
      <Form.Item name="email" label={t('auth.fields.email')} rules={[rules.requiredEmail, rules.email]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('auth.fields.phone')}
        extra={t('auth.fields.phoneHint', { phone: PHONE_EXAMPLE })}
        rules={[rules.requiredPhone, rules.phone]}
        validateTrigger={['onBlur', 'onChange']}
      >
        <PhoneInput />
      </Form.Item>
    </>
  );
}
