import { FilePdfOutlined } from '@ant-design/icons';
import type { InvoiceView } from '@pasarlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/mutations.ts';
import { BILLING_QUERY_KEYS, cancelInvoiceMutation, invoicePdfUrl } from '../queries.ts';
import { CompanyInvoiceButton } from './CompanyInvoiceButton.tsx';

/**
 * What can be done with an invoice: an unpaid checkout is paid on the gateway's page again or
 * cancelled (after a confirming click); a paid one downloads as a PDF or is asked for by WhatsApp.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    ...cancelInvoiceMutation(),
    onSuccess: (answer) => {
      // The gateway had the money before the cancel reached it: the invoice is paid instead.
      if (answer.invoice.status === 'paid') void message.info(t('billing.invoices.paidMeanwhile'));
      else void message.success(t('billing.invoices.cancelled'));
    },
    onError: (error) => void message.error(errorMessage(t, error)),
    onSettled: () => Promise.all(BILLING_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  if (invoice.status === 'pending' && invoice.payUrl) {
    return (
      <Space wrap size={4}>
        <Button type="primary" size="small" href={invoice.payUrl} data-testid="invoice-pay">
          {t('billing.invoices.payAgain')}
        </Button>
        <Popconfirm
          title={t('billing.invoices.cancelConfirm')}
          okText={t('billing.invoices.cancelYes')}
          cancelText={t('common.cancel')}
          onConfirm={() => cancel.mutate({ order_id: invoice.orderId })}
          okButtonProps={{ danger: true, 'data-testid': 'invoice-cancel-confirm' } as ButtonProps}
        >
          <Button size="small" danger loading={cancel.isPending} data-testid="invoice-cancel">
            {t('billing.invoices.cancel')}
          </Button>
        </Popconfirm>
      </Space>
    );
  }
  if (invoice.status !== 'paid') return null;
  return (
    <Space wrap size={4}>
      <Button size="small" icon={<FilePdfOutlined />} href={invoicePdfUrl(invoice)} download data-testid="invoice-pdf">
        {t('billing.invoices.pdf')}
      </Button>
      {invoice.companyInvoiceUrl && <CompanyInvoiceButton url={invoice.companyInvoiceUrl} size="small" type="link" />}
    </Space>
  );
}
