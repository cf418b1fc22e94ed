import type { TableInfo } from '@pasarlens/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay } from '../../../lib/format.ts';

/** Which dated fee table the figures come from, and where it was read. */
export function FeeTableNote({ table }: { table: TableInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const until = table.validTo ? formatDay(table.validTo, language) : t('calc.table.untilNow');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="fee-table"
      message={t('calc.table.inForce', { from: formatDay(table.validFrom, language), until })}
      description={t('calc.table.source', { source: table.source })}
    />
  );
}

/** Said instead of figures when the chosen day comes before the first table. */
export function NoFeeTable({ day }: { day: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <Alert type="warning" showIcon data-testid="fee-table" message={t('calc.table.none', { day: formatDay(day, language) })} />;
}
