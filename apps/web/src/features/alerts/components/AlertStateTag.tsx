import type { AlertState } from '@pasarlens/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AlertState, string> = { active: 'green', inactive: 'default', triggered: 'red' };

export function AlertStateTag({ state }: { state: AlertState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="alert-state" data-state={state}>
      {t(`alerts.states.${state}`)}
    </Tag>
  );
}
