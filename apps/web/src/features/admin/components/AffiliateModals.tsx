import { ADMIN_PAGE_SIZE, AFFILIATE_DEFAULT_TERMS, affiliateCode, type AdminAffiliate } from '@pasarlens/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { formatDate, formatIdr } from '../../../lib/format.ts';
import { useFormRules } from '../../../lib/formRules.ts';
import { changeAffiliateCode, changeAffiliateSetting, reloadAffiliates, signUpAffiliate } from '../queries.ts';
import { FormModal } from './FormModal.tsx';

/** The affiliate changes an admin makes in a modal. */
export type AffiliateAction = 'signup' | 'code' | 'settings' | 'sales';

interface Terms {
  discountPercent: number;
  commissionPercent: number;
}

function PercentFields() {
  const { t } = useTranslation();
  const percent = (name: keyof Terms, label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: t('admin.affiliates.percentRequired') }]}>
      <InputNumber
        min={0}
        max={90}
        precision={0}
        suffix="%"
        style={{ width: '100%' }}
        data-testid={`affiliate-${name}`}
      />
    </Form.Item>
  );
  return (
    <>
      {percent('discountPercent', t('admin.affiliates.discount'))}
      {percent('commissionPercent', t('admin.affiliates.commission'))}
    </>
  );
}

function CodeField({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <Form.Item
      name="affiliate_code"
      label={t('admin.affiliates.code')}
      extra={required ? undefined : t('admin.affiliates.codeSuggested')}
      rules={[rules.schema(affiliateCode(), { optional: !required })]}
    >
      <Input maxLength={32} data-testid="affiliate-code-input" />
    </Form.Item>
  );
}

/** Sign-up, code and settings of one affiliate, each in its modal; sales in a modal of its own. */
export function AffiliateModal({
  action,
  affiliate,
  onClose,
}: {
  action: AffiliateAction;
  affiliate: AdminAffiliate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (action === 'sales') return <SalesModal affiliate={affiliate} onClose={onClose} />;
  const id = affiliate.userId;
  const common = {
    testId: `affiliate-${action}-modal`,
    okText: t('common.save'),
    onDone: () => reloadAffiliates(queryClient),
    onClose,
  };
  const terms: Terms = {
    discountPercent: affiliate.discountPercent ?? AFFILIATE_DEFAULT_TERMS.discountPercent,
    commissionPercent: affiliate.commissionPercent ?? AFFILIATE_DEFAULT_TERMS.commissionPercent,
  };
  if (action === 'signup') {
    return (
      <FormModal<Terms & { affiliate_code?: string }>
        {...common}
        title={t('admin.affiliates.signupTitle', { name: affiliate.name })}
        fields={['affiliate_code', 'discountPercent', 'commissionPercent']}
        initialValues={terms}
        onSubmit={({ affiliate_code, ...rest }) =>
          signUpAffiliate({ id, ...rest, affiliate_code: affiliate_code?.trim() || undefined })
        }
      >
        {affiliate.applicationNote && (
          <Typography.Paragraph type="secondary">{affiliate.applicationNote}</Typography.Paragraph>
        )}
        <CodeField required={false} />
        <PercentFields />
      </FormModal>
    );
  }
  if (action === 'code') {
    return (
      <FormModal<{ affiliate_code: string }>
        {...common}
        title={t('admin.affiliates.codeTitle', { name: affiliate.name })}
        fields={['affiliate_code']}
        initialValues={{ affiliate_code: affiliate.code ?? '' }}
        onSubmit={(values) => changeAffiliateCode({ id, ...values })}
      >
        <Typography.Paragraph type="secondary">{t('admin.affiliates.codeBody')}</Typography.Paragraph>
        <CodeField required />
      </FormModal>
    );
  }
  return (
    <FormModal<Terms & { isActive: boolean }>
      {...common}
      title={t('admin.affiliates.settingsTitle', { name: affiliate.name })}
      fields={['isActive', 'discountPercent', 'commissionPercent']}
      initialValues={{ ...terms, isActive: affiliate.state === 'active' }}
      onSubmit={(values) => changeAffiliateSetting({ id, ...values })}
    >
      <Form.Item name="isActive" label={t('admin.affiliates.active')} valuePropName="checked">
        <Switch data-testid="affiliate-active" />
      </Form.Item>
      <PercentFields />
    </FormModal>
  );
}

/** An affiliate's paid sales and the commission they earned (affiliates/sales/:id). */
function SalesModal({ affiliate, onClose }: { affiliate: AdminAffiliate; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const sales = useQuery({
    ...endpointQuery('adminAffiliateSales', { id: affiliate.userId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open
      footer={null}
      onCancel={onClose}
      width={{ xs: '100%', md: 820 }}
      title={t('admin.affiliates.salesTitle', { name: affiliate.name })}
      destroyOnHidden
    >
      <ApiErrorAlert failure={isApiError(sales.error) ? sales.error.failure : null} error={sales.error} />
      <Table
        data-testid="affiliate-sales-table"
        rowKey="invoiceNumber"
        size="small"
        loading={sales.isFetching}
        dataSource={sales.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.empty') }}
        pagination={{
          current: page,
          total: sales.data?.total ?? 0,
          pageSize: ADMIN_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { key: 'invoice', title: t('referral.sales.invoice'), dataIndex: 'invoiceNumber' },
          { key: 'customer', title: t('referral.sales.customer'), render: (_, sale) => `${sale.name} (${sale.email})` },
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
        ]}
      />
      {sales.data && (
        <div className="pl-table-total" data-testid="affiliate-sales-total">
          {t('referral.sales.commissionTotal', { amount: formatIdr(sales.data.commissionTotal, language) })}
        </div>
      )}
    </Modal>
  );
}
