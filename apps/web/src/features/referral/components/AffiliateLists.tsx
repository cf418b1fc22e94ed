import { type AffiliateLead, type AffiliateSale } from '@pasarlens/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate, formatIdr } from '../../../lib/format.ts';
import { leadsQuery, salesQuery } from '../queries.ts';
import { PagedTable } from './PagedTable.tsx';
import { planName } from '../../../lib/plan.ts';

/** Users who registered with the affiliate's code. */
export function LeadsTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<AffiliateLead> = [
    { key: 'name', title: t('referral.leads.name'), dataIndex: 'name' },
    { key: 'joinedAt', title: t('referral.leads.joinedAt'), render: (_, lead) => formatDate(lead.joinedAt, language) },
    { key: 'plan', title: t('referral.leads.plan'), render: (_, lead) => planName(t, lead.plan) },
  ];
  return (
    <PagedTable
      pageQuery={leadsQuery}
      columns={columns}
      rowKey={(lead) => `${lead.joinedAt}:${lead.name}`}
      testId="leads"
    />
  );
}

/** Paid invoices of those users and the commission each earned, with the total commission. */
export function SalesTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<AffiliateSale> = [
    { key: 'invoiceNumber', title: t('referral.sales.invoice'), dataIndex: 'invoiceNumber' },
    { key: 'customer', title: t('referral.sales.customer'), dataIndex: 'customer' },
    { key: 'paidAt', title: t('referral.sales.paidAt'), render: (_, sale) => formatDate(sale.paidAt, language) },
    {
      key: 'total',
      title: t('referral.sales.total'),
      align: 'end',
      render: (_, sale) => formatIdr(sale.total, language),
    },
    {
      key: 'commission',
      title: t('referral.sales.commission'),
      align: 'end',
      render: (_, sale) => formatIdr(sale.commission, language),
    },
  ];
  return (
    <PagedTable
      pageQuery={salesQuery}
      columns={columns}
      rowKey="invoiceNumber"
      testId="sales"
      footer={(page) => (
        <div className="pl-table-total" data-testid="commission-total">
          {t('referral.sales.commissionTotal', { amount: formatIdr(page.commissionTotal, language) })}
        </div>
      )}
    />
  );
}
