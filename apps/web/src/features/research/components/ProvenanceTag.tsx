import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Days in the "last 30 days" figures. */
const WINDOW_DAYS = 30;

/**
 * Marks 30-day figures that are partly estimated: measured on fewer than 30 of the days
 * (`measuredDays30`), the rest estimated.
 */
export function ProvenanceTag({ measuredDays }: { measuredDays: number }) {
  const { t } = useTranslation();
  if (measuredDays >= WINDOW_DAYS) return null;
  return (
    <Tooltip title={t('research.provenance.tooltip', { measured: Math.max(0, measuredDays), days: WINDOW_DAYS })}>
      <Tag color="gold" className="pl-estimate-tag" data-testid="estimated-tag">
        {t('research.provenance.estimated')}
      </Tag>
    </Tooltip>
  );
}
