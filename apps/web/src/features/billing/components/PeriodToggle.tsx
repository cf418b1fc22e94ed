import { BILLING_PERIODS, PAID_PLAN_IDS, yearlySavingPercent, type BillingPeriod } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';

/** The largest yearly saving of the catalog: "save up to N%". */
const MAX_YEARLY_SAVING = Math.max(...PAID_PLAN_IDS.map(yearlySavingPercent));

const PERIOD_LABEL_KEYS: Record<BillingPeriod, { labelKey: string }> = {
  monthly: { labelKey: 'billing.period.monthly' },
  yearly: { labelKey: 'billing.period.yearly' },
};

/** Monthly / yearly switch, in plain CSS (the pricing page is part of the public site); the yearly side says how much paying yearly saves at most. */
export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pl-segmented" role="group" data-testid="period-toggle">
      {BILLING_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          data-testid={`period-${period}`}
          onClick={() => onChange(period)}
        >
          {t(PERIOD_LABEL_KEYS[period].labelKey)}
          {period === 'yearly' && (
            <span className="pl-badge pl-period__saving" data-testid="max-saving">
              {t('billing.period.saveUpTo', { percent: MAX_YEARLY_SAVING })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

export const periodLabelKey = (period: BillingPeriod): string => PERIOD_LABEL_KEYS[period].labelKey;
