import { yearlySavingPercent, type BillingPeriod, type Plan } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { useLanguage } from '../../../i18n/language.ts';

/** A plan's price for a period; yearly adds the monthly equivalent and the saving. */
export function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = plan.price[period];
  const saving = yearlySavingPercent(plan.id);
  return (
    <div className="pl-plan__price" data-testid={`price-${plan.id}`}>
      <span className="pl-plan__amount">{formatIdr(price, language)}</span>
      <span className="pl-plan__period">
        {period === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth')}
      </span>
      {period === 'yearly' && price > 0 && (
        <div className="pl-plan__equivalent">
          {t('billing.price.monthlyEquivalent', { amount: formatIdr(Math.round(price / 12), language) })}
          {saving > 0 && (
            <span className="pl-badge pl-plan__saving" data-testid={`saving-${plan.id}`}>
              {t('billing.period.save', { percent: saving })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
