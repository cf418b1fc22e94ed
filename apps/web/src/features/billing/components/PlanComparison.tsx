import { PLAN_IDS, PLANS, type BillingPeriod, type Plan } from '@pasarlens/contracts/plain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { ALLOWANCES, AllowanceValueText } from './allowances.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { planName } from '../../../lib/plan.ts';

interface ComparisonRow {
  key: string;
  label: string;
  cell: (plan: Plan) => ReactNode;
}

/**
 * Every allowance of every plan side by side, with the price for the chosen period on top; on a
 * phone it scrolls sideways under a narrow label column that stays put, a shade at its edge.
 */
export function PlanComparison({ period }: { period: BillingPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: ComparisonRow[] = [
    {
      key: 'price',
      label: period === 'yearly' ? t('billing.allowances.priceYearly') : t('billing.allowances.priceMonthly'),
      cell: (plan) => formatIdr(plan.price[period], language),
    },
    ...ALLOWANCES.map((row) => ({
      key: row.key,
      label: t(row.labelKey),
      cell: (plan: Plan) => <AllowanceValueText value={row.value(plan)} />,
    })),
  ];
  return (
    <div className="pl-table-scroll pl-comparison__scroll" data-testid="plan-comparison">
      <table className="pl-table pl-comparison">
        <thead>
          <tr>
            <th scope="col" aria-hidden="true" />
            {PLAN_IDS.map((id) => (
              <th key={id} scope="col" className="pl-table__center">
                {planName(t, id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {PLAN_IDS.map((id) => (
                <td key={id} className="pl-table__center">
                  {row.cell(PLANS[id])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
