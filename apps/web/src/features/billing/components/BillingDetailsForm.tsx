import { BILLING_DETAILS_LIMITS, isInvoiceText, taxIdDigits, type BillingDetailsInput } from '@pasarlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Skeleton, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { issuesToFields } from '../../../lib/formRules.ts';
import { billingDetailsQuery, saveBillingDetails } from '../queries.ts';

const FIELDS = ['companyName', 'address', 'taxId'] as const;

/** The company invoices are made out to (the PDF's buyer): name, address and NPWP, checked as the server checks them. */
export function BillingDetailsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BillingDetailsInput>();
  const details = useQuery(billingDetailsQuery());
  const save = useMutation({
    mutationFn: (values: BillingDetailsInput) => saveBillingDetails({ ...values, taxId: values.taxId?.trim() || null }),
    onSuccess: (result) => {
      if (result.ok) {
        queryClient.setQueryData(billingDetailsQuery().queryKey, result.data);
        void message.success(t('billing.details.saved'));
      } else form.setFields(issuesToFields(t, result.body?.issues, FIELDS));
    },
  });

  const latin: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && !isInvoiceText(value)) throw new Error(t('billing.details.latinOnly'));
    },
  };
  const taxId: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value.trim() !== '' && taxIdDigits(value.trim()) === null)
        throw new Error(t('billing.details.taxIdInvalid'));
    },
  };

  if (details.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const failure = save.data && !save.data.ok ? save.data : null;
  return (
    <>
      <ApiErrorAlert
        failure={isApiError(details.error) ? details.error.failure : failure}
        error={details.error ?? save.error}
        testId="details-error"
      />
      <Form<BillingDetailsInput>
        form={form}
        name="billing-details"
        layout="vertical"
        requiredMark={false}
        initialValues={details.data?.details ?? { companyName: '', address: '', taxId: '' }}
        onFinish={(values) => save.mutate(values)}
        disabled={save.isPending}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          name="companyName"
          label={t('billing.details.companyName')}
          rules={[{ required: true, whitespace: true, message: t('billing.details.companyNameRequired') }, latin]}
        >
          <Input
            maxLength={BILLING_DETAILS_LIMITS.companyName}
            autoComplete="organization"
            data-testid="details-company"
          />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('billing.details.address')}
          rules={[{ required: true, whitespace: true, message: t('billing.details.addressRequired') }, latin]}
        >
          <Input.TextArea
            maxLength={BILLING_DETAILS_LIMITS.address}
            autoSize={{ minRows: 2, maxRows: 5 }}
            autoComplete="street-address"
            data-testid="details-address"
          />
        </Form.Item>
        <Form.Item
          name="taxId"
          label={t('billing.details.taxId')}
          extra={t('billing.details.taxIdHint')}
          rules={[taxId]}
        >
          <Input
            maxLength={BILLING_DETAILS_LIMITS.taxId}
            inputMode="numeric"
            placeholder="01.234.567.8-901.000"
            data-testid="details-tax-id"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="details-save">
          {t('common.save')}
        </Button>
      </Form>
    </>
  );
}
