import { LockOutlined } from '@ant-design/icons';
import type { PasswordUpdateInput } from '@pasarlens/contracts';
import { App, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { issuesToFields } from '../../../lib/errors.ts';
import { useFormRules } from '../../../lib/formRules.ts';
import { updatePassword } from '../api.ts';
import { AccountSettings } from '../components/AccountSettings.tsx';

export default function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<PasswordUpdateInput>();

  const mutation = useMutation({
    mutationFn: updatePassword,
    onSuccess: (result) => {
      if (result.ok) {
        form.resetFields();
        void message.success(t('account.password.saved'));
        return;
      }
      form.setFields(issuesToFields(t, result.body?.issues, ['password', 'confirmPassword']));
    },
  });
  const result = mutation.data;

  return (
    <AccountSettings>
      <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="password-error" />
      <Form<PasswordUpdateInput>
        form={form}
        name="password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="password" label={t('auth.fields.newPassword')} rules={[rules.requiredPassword, rules.password]} hasFeedback>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('auth.fields.newPasswordPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          dependencies={['password']}
          rules={[rules.requiredConfirm, rules.sameAs('password')]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('auth.fields.confirmPasswordPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="password-submit">
          {t('common.save')}
        </Button>
      </Form>
    </AccountSettings>
  );
}
