import { type Quote } from '@pasarlens/contracts';
import { Divider, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { planName } from '../../../lib/plan.ts';

/** The price before paying: amount, the referral discount and an upgrade's credit when there are, and the total. */
export function PriceSummary({ quote, loading }: { quote: Quote | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (loading && !quote) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (!quote) return null;
  return (
    <dl className="pl-summary" data-testid="price-summary">
      <div className="pl-summary__row">
        <dt>{t('billing.summary.amount')}</dt>
        <dd data-testid="summary-amount">{formatIdr(quote.amount, language)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="pl-summary__row pl-summary__row--discount">
          <dt>
            {quote.referral
              ? t('billing.summary.referralDiscount', {
                  code: quote.referral.code,
                  percent: quote.referral.discountPercent,
                })
              : t('billing.summary.discount')}
          </dt>
          <dd data-testid="summary-discount">−{formatIdr(quote.discount, language)}</dd>
        </div>
      )}
      {quote.credit > 0 && quote.planChange && (
        <div className="pl-summary__row pl-summary__row--discount">
          <dt>
            {t('billing.summary.credit', {
              plan: planName(t, quote.planChange.plan),
              days: quote.planChange.creditDays,
            })}
          </dt>
          <dd data-testid="summary-credit">−{formatIdr(quote.credit, language)}</dd>
        </div>
      )}
      <Divider className="pl-summary__divider" />
      <div className="pl-summary__row pl-summary__row--total">
        <dt>{t('billing.summary.total')}</dt>
        <dd data-testid="summary-total">{formatIdr(quote.total, language)}</dd>
      </div>
    </dl>
  );
}
