import { type ProfileUpdateInput } from '@pasarlens/contracts';
import { App, Button, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactFields } from '../../../components/AccountFields.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { issuesToFields } from '../../../lib/formRules.ts';
import { setCurrentUser, useSignedInUser } from '../../../lib/session.tsx';
import { updateProfile } from '../queries.ts';
import { AccountSettings } from '../../../components/AccountSettings.tsx';
import { Contributions } from '../components/Contributions.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileUpdateInput>();

  const mutation = useMutation({
    mutationFn: (values: ProfileUpdateInput) =>
      updateProfile({ name: values.name?.trim(), email: values.email.trim(), phone: values.phone.trim() }),
    onSuccess: (result) => {
      if (result.ok) {
        setCurrentUser(queryClient, result.data.user);
        void message.success(t('account.profile.saved'));
        return;
      }
      const code = result.body?.code;
      if (code === 'EMAIL_IN_USE') form.setFields([{ name: 'email', errors: [t('errors.EMAIL_IN_USE')] }]);
      if (code === 'PHONE_IN_USE') form.setFields([{ name: 'phone', errors: [t('errors.PHONE_IN_USE')] }]);
      form.setFields(issuesToFields(t, result.body?.issues, ['name', 'email', 'phone']));
    },
  });
  const result = mutation.data;

  return (
    <AccountSettings>
      <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="profile-error" />
      <Form<ProfileUpdateInput>
        form={form}
        name="profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, email: user.email, phone: user.phone }}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="name"
          label={t('auth.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('account.profile.nameRequired') }]}
        >
          <Input maxLength={100} autoComplete="name" data-testid="profile-name" />
        </Form.Item>
        <ContactFields />
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="profile-submit">
          {t('common.save')}
        </Button>
      </Form>
      <Contributions />
    </AccountSettings>
  );
}
