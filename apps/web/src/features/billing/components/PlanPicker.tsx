import { PAID_PLAN_IDS, type PaidPlanId } from '@pasarlens/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { planName } from '../../../lib/plan.ts';

/** The paid plans as a row of buttons, named as the pricing page names them. */
export function PlanPicker({ value, onChange }: { value: PaidPlanId; onChange: (plan: PaidPlanId) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as PaidPlanId)}
      optionType="button"
      buttonStyle="solid"
      className="pl-plan-picker"
      options={PAID_PLAN_IDS.map((id) => ({
        value: id,
        label: <span data-testid={`pick-${id}`}>{planName(t, id)}</span>,
      }))}
    />
  );
}
