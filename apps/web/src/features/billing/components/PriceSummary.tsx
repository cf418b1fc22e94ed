import type { Quote } from '@pasarlens/contracts';
import { Divider, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';

/** The price before paying: amount, the referral discount when there is one, and the total. */
export function PriceSummary({ quote, loading }: { quote: Quote | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading && !quote) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (!quote) return null;
  return (
    <dl className="pl-summary" data-testid="price-summary">
      <div className="pl-summary__row">
        <dt>{t('billing.summary.amount')}</dt>
        <dd data-testid="summary-amount">{formatIdr(quote.amount)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="pl-summary__row pl-summary__row--discount">
          <dt>
            {quote.referral
              ? t('billing.summary.referralDiscount', { code: quote.referral.code, percent: quote.referral.discountPercent })
              : t('billing.summary.discount')}
          </dt>
          <dd data-testid="summary-discount">−{formatIdr(quote.discount)}</dd>
        </div>
      )}
      <Divider className="pl-summary__divider" />
      <div className="pl-summary__row pl-summary__row--total">
        <dt>{t('billing.summary.total')}</dt>
        <dd data-testid="summary-total">{formatIdr(quote.total)}</dd>
      </div>
    </dl>
  );
}
