import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Marks figures over the last `days` days (30 unless said) that are partly estimated: measured
 * on fewer than all of the days (`measuredDays30`, `measuredDays7`), the rest estimated.
 */
export function ProvenanceTag({ measuredDays, days = 30 }: { measuredDays: number; days?: 7 | 30 }) {
  const { t } = useTranslation();
  if (measuredDays >= days) return null;
  return (
    <Tooltip title={t('research.provenance.tooltip', { measured: Math.max(0, measuredDays), days })}>
      <Tag color="gold" className="pl-estimate-tag" data-testid="estimated-tag">
        {t('research.provenance.estimated')}
      </Tag>
    </Tooltip>
  );
}
