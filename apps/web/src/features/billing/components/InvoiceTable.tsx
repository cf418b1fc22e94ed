import { INVOICE_PAGE_SIZE, type InvoiceStatus, type InvoiceView } from '@pasarlens/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDate, formatDateTime, formatIdr } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { invoicesQuery } from '../queries.ts';
import { pageParam } from '../params.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoicePurchase } from './InvoicePurchase.tsx';
import { MethodLabel } from './MethodLabel.tsx';

const STATUS: Record<InvoiceStatus, { color: string; labelKey: string }> = {
  pending: { color: 'gold', labelKey: 'billing.invoices.status.pending' },
  paid: { color: 'green', labelKey: 'billing.invoices.status.paid' },
  failed: { color: 'red', labelKey: 'billing.invoices.status.failed' },
  expired: { color: 'default', labelKey: 'billing.invoices.status.expired' },
  cancelled: { color: 'default', labelKey: 'billing.invoices.status.cancelled' },
};

/** An invoice's state, and until when an unpaid one can be paid. */
function InvoiceState({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Tag color={STATUS[invoice.status].color} data-testid="invoice-status">
        {t(STATUS[invoice.status].labelKey)}
      </Tag>
      {invoice.payUrl && invoice.expiresAt && (
        <div className="pl-invoice__note" data-testid="invoice-pay-before">
          {t('billing.invoices.payBefore', { date: formatDateTime(invoice.expiresAt, language) })}
        </div>
      )}
    </>
  );
}

/** On a phone an invoice is one cell: what was bought, date and total, its state and what can be done with it. */
function InvoiceCard({ invoice }: { invoice: InvoiceView }) {
  const language = useLanguage();
  return (
    <div className="pl-invoice-card">
      <strong>
        <InvoicePurchase invoice={invoice} />
      </strong>
      <div className="pl-invoice__note">
        {formatDate(invoice.createdAt, language)} · {formatIdr(invoice.total, language)}
      </div>
      <InvoiceState invoice={invoice} />
      <InvoiceActions invoice={invoice} />
    </div>
  );
}

/**
 * The user's invoices, paged on the server with ?page= in the URL; the server's (clamped) page
 * wins. On a phone each invoice is one card-like cell instead of columns behind a sideways scroll.
 */
export function InvoiceTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const invoices = useQuery(invoicesQuery(page));
  const data = invoices.data;
  const goTo = (next: number) =>
    setParams((current) => {
      current.set('page', String(next));
      return current;
    });
  // The server clamps the page between 1 and total_page: the URL follows the page it answered.
  const serverPage = invoices.isPlaceholderData ? undefined : data?.page;
  useEffect(() => {
    if (serverPage === undefined || serverPage === page) return;
    queryClient.setQueryData(invoicesQuery(serverPage).queryKey, data);
    setParams(
      (current) => {
        current.set('page', String(serverPage));
        return current;
      },
      { replace: true },
    );
  }, [serverPage, page, data, queryClient, setParams]);

  const columns: TableColumnsType<InvoiceView> = isPhone
    ? [
        {
          key: 'invoice',
          title: t('billing.invoices.purchase'),
          render: (_, invoice) => <InvoiceCard invoice={invoice} />,
        },
      ]
    : [
        { key: 'number', title: t('billing.invoices.number'), dataIndex: 'number' },
        {
          key: 'date',
          title: t('billing.invoices.date'),
          render: (_, invoice) => formatDate(invoice.createdAt, language),
        },
        {
          key: 'purchase',
          title: t('billing.invoices.purchase'),
          render: (_, invoice) => <InvoicePurchase invoice={invoice} />,
        },
        {
          key: 'method',
          title: t('billing.invoices.method'),
          render: (_, invoice) => (invoice.method ? <MethodLabel method={invoice.method} /> : '—'),
          responsive: ['lg'],
        },
        {
          key: 'total',
          title: t('billing.invoices.total'),
          align: 'end',
          render: (_, invoice) => formatIdr(invoice.total, language),
        },
        {
          key: 'status',
          title: t('billing.invoices.statusTitle'),
          render: (_, invoice) => <InvoiceState invoice={invoice} />,
        },
        { key: 'actions', title: '', render: (_, invoice) => <InvoiceActions invoice={invoice} /> },
      ];

  return (
    <>
      <ApiErrorAlert
        failure={isApiError(invoices.error) ? invoices.error.failure : null}
        error={invoices.error}
        testId="invoices-error"
      />
      <Table<InvoiceView>
        data-testid="invoices"
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={invoices.isFetching}
        scroll={isPhone ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('billing.invoices.empty') }}
        pagination={
          data && {
            current: data.page,
            total: data.total,
            pageSize: INVOICE_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => goTo(next),
          }
        }
      />
    </>
  );
}
