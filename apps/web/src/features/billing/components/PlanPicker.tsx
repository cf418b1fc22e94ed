import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '@pasarlens/contracts';
import { Radio } from 'antd';

/** The paid plans as a row of buttons (plan titles are the same in every language). */
export function PlanPicker({ value, onChange }: { value: PaidPlanId; onChange: (plan: PaidPlanId) => void }) {
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as PaidPlanId)}
      optionType="button"
      buttonStyle="solid"
      className="pl-plan-picker"
      options={PAID_PLAN_IDS.map((id) => ({
        value: id,
        label: <span data-testid={`pick-${id}`}>{PLANS[id].title}</span>,
      }))}
    />
  );
}
