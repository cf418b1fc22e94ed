import type { TableInfo } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/site/Notice.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDay } from '../../../lib/format.ts';

/** Which dated fee table the figures come from, and where it was read. */
export function FeeTableNote({ table }: { table: TableInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const until = table.validTo ? formatDay(table.validTo, language) : t('calc.table.untilNow');
  return (
    <Notice
      testId="fee-table"
      title={t('calc.table.inForce', { from: formatDay(table.validFrom, language), until })}
      text={t('calc.table.source', { source: table.source, terms: t(`calc.table.terms.${table.id}`) })}
    />
  );
}

/** Said instead of figures when the chosen day comes before the first table. */
export function NoFeeTable({ day }: { day: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <Notice type="warning" testId="fee-table" title={t('calc.table.none', { day: formatDay(day, language) })} />;
}
