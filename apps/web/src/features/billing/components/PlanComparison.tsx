import { PLAN_IDS, PLANS, type BillingPeriod, type Plan } from '@pasarlens/contracts';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { ALLOWANCES, AllowanceValueText } from './allowances.tsx';

interface ComparisonRow {
  key: string;
  label: string;
  cell: (plan: Plan) => ReactNode;
}

/** Every allowance of every plan side by side, with the price for the chosen period on top. */
export function PlanComparison({ period }: { period: BillingPeriod }) {
  const { t } = useTranslation();
  const rows: ComparisonRow[] = [
    {
      key: 'price',
      label: period === 'yearly' ? t('billing.allowances.priceYearly') : t('billing.allowances.priceMonthly'),
      cell: (plan) => formatIdr(plan.price[period]),
    },
    ...ALLOWANCES.map((row) => ({ key: row.key, label: t(row.labelKey), cell: (plan: Plan) => <AllowanceValueText value={row.value(plan)} /> })),
  ];
  const columns: TableColumnsType<ComparisonRow> = [
    { key: 'label', title: '', dataIndex: 'label', fixed: 'start', width: 200 },
    ...PLAN_IDS.map((id) => ({ key: id, title: PLANS[id].title, align: 'center' as const, render: (_: unknown, row: ComparisonRow) => row.cell(PLANS[id]) })),
  ];
  return (
    <Table<ComparisonRow>
      className="pl-comparison"
      data-testid="plan-comparison"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      size="middle"
      scroll={{ x: 760 }}
    />
  );
}
