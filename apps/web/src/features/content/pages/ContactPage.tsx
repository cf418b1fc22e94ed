import { WhatsAppOutlined } from '@ant-design/icons';
import { CONTACT_MESSAGE_MAX, CONTACT_SENDER_TYPES, type ContactSenderType } from '@pasarlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactFields } from '../../../components/AccountFields.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { issuesToFields, useFormRules } from '../../../lib/formRules.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { sendContactMessage } from '../queries.ts';

interface ContactValues {
  name: string;
  senderType: ContactSenderType;
  companyName?: string;
  message: string;
  email: string;
  phone: string;
}

const FIELDS = ['name', 'senderType', 'companyName', 'message', 'email', 'phone'] as const;

/** Spec §2 contact us: the message is stored, then WhatsApp opens with it typed in. */
export default function ContactPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const [form] = Form.useForm<ContactValues>();
  const senderType = Form.useWatch('senderType', form);
  const mutation = useMutation({
    mutationFn: (values: ContactValues) =>
      sendContactMessage({
        ...values,
        companyName: values.senderType === 'company' ? (values.companyName ?? null) : null,
      }),
    onSuccess: (result) => {
      if (result.ok) {
        window.location.assign(result.data.whatsappUrl);
        return;
      }
      form.setFields(issuesToFields(t, result.body?.issues, FIELDS));
    },
  });
  const result = mutation.data;
  return (
    <ContentPage title={t('contact.title')} lead={t('contact.lead')}>
      <Card className="pl-card" style={{ maxWidth: 560 }}>
        <ApiErrorAlert failure={result && !result.ok ? result : null} error={mutation.error} testId="contact-error" />
        {result?.ok && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="contact-sent"
            message={t('contact.sent')}
            description={<a href={result.data.whatsappUrl}>{t('contact.openWhatsapp')}</a>}
          />
        )}
        <Form<ContactValues>
          form={form}
          name="contact"
          layout="vertical"
          requiredMark={false}
          initialValues={{ senderType: 'individual' }}
          onFinish={(values) => mutation.mutate(values)}
          disabled={mutation.isPending}
        >
          <Form.Item name="name" label={t('auth.fields.name')} rules={[rules.requiredName]}>
            <Input autoComplete="name" placeholder={t('auth.fields.namePlaceholder')} />
          </Form.Item>
          <Form.Item name="senderType" label={t('contact.senderType')}>
            <Radio.Group
              options={CONTACT_SENDER_TYPES.map((value) => ({ value, label: t(`contact.senderTypes.${value}`) }))}
            />
          </Form.Item>
          {senderType === 'company' && (
            <Form.Item name="companyName" label={t('contact.companyName')}>
              <Input autoComplete="organization" />
            </Form.Item>
          )}
          <ContactFields />
          <Form.Item
            name="message"
            label={t('contact.message')}
            rules={[{ required: true, whitespace: true, message: t('contact.messageRequired') }]}
          >
            <Input.TextArea rows={5} maxLength={CONTACT_MESSAGE_MAX} showCount />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            icon={<WhatsAppOutlined />}
            loading={mutation.isPending}
            data-testid="contact-submit"
          >
            {t('contact.submit')}
          </Button>
        </Form>
      </Card>
    </ContentPage>
  );
}
