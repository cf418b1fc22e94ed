import { BILLING_PERIODS, PAID_PLAN_IDS, yearlySavingPercent, type BillingPeriod } from '@pasarlens/contracts';
import { Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The largest yearly saving of the catalog: "save up to N%". */
export const MAX_YEARLY_SAVING = Math.max(...PAID_PLAN_IDS.map(yearlySavingPercent));

const PERIOD_LABEL_KEYS: Record<BillingPeriod, { labelKey: string }> = {
  monthly: { labelKey: 'billing.period.monthly' },
  yearly: { labelKey: 'billing.period.yearly' },
};

/** Monthly / yearly switch; the yearly side says how much paying yearly saves at most. */
export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<BillingPeriod>
      value={value}
      onChange={onChange}
      data-testid="period-toggle"
      options={BILLING_PERIODS.map((period) => ({
        value: period,
        label: (
          <span data-testid={`period-${period}`}>
            {t(PERIOD_LABEL_KEYS[period].labelKey)}
            {period === 'yearly' && (
              <Tag color="green" className="pl-period__saving" data-testid="max-saving">
                {t('billing.period.saveUpTo', { percent: MAX_YEARLY_SAVING })}
              </Tag>
            )}
          </span>
        ),
      }))}
    />
  );
}

export const periodLabelKey = (period: BillingPeriod): string => PERIOD_LABEL_KEYS[period].labelKey;
