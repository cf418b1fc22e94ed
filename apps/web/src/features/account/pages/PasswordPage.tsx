import type { PasswordUpdateInput } from '@pasarlens/contracts';
import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/AccountFields.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { issuesToFields } from '../../../lib/formRules.ts';
import { updatePassword } from '../queries.ts';
import { AccountSettings } from '../../../components/AccountSettings.tsx';

export default function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordUpdateInput>();

  const mutation = useMutation({
    mutationFn: updatePassword,
    onSuccess: (result) => {
      if (result.ok) {
        form.resetFields();
        void message.success(t('account.password.saved'));
        return;
      }
      form.setFields(issuesToFields(t, result.body?.issues, ['currentPassword', 'password', 'confirmPassword']));
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
        <Form.Item
          name="currentPassword"
          label={t('account.password.current')}
          rules={[{ required: true, message: t('account.password.currentRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="password-submit">
          {t('common.save')}
        </Button>
      </Form>
    </AccountSettings>
  );
}
