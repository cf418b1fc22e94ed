import { type InvoiceView } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { periodLabelKey } from './PeriodToggle.tsx';
import { planName } from '../../../lib/plan.ts';

/** What an invoice bought, in words: "Pinter · Yearly", "3.600 tokens", "50.000 download rows". */
export function InvoicePurchase({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (invoice.kind === 'download_credit')
    return <>{t('billing.purchase.rows', { rows: formatNumber(invoice.rows ?? 0, language) })}</>;
  if (invoice.kind === 'quota')
    return <>{t('billing.purchase.tokens', { tokens: formatNumber(invoice.tokens ?? 0, language) })}</>;
  const plan = invoice.plan ? planName(t, invoice.plan) : '';
  const period = invoice.period ? t(periodLabelKey(invoice.period)) : '';
  return <>{t('billing.purchase.plan', { plan, period })}</>;
}
