import type { DailySales } from '@pasarlens/contracts';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/index.ts';
import { formatDay, formatIdr, formatNumber } from '../../../../lib/format.ts';
import { RupiahRange } from '../../../../components/RupiahRange.tsx';
import { ConfidenceBadge } from '../ConfidenceBadge.tsx';

/** A missing figure: a dash with its reason, never 0. */
function NoFigure() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('history.daily.noFigure')}>
      <span className="pl-no-figure" data-testid="no-figure" aria-label={t('history.daily.noFigure')}>
        —
      </span>
    </Tooltip>
  );
}

/** The figures of each day of the range, as the chart shows them; a day without figures stays empty. */
export function DailyFigures({ days }: { days: readonly DailySales[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<DailySales> = [
    { key: 'day', title: t('history.daily.day'), render: (_, day) => formatDay(day.day, language) },
    {
      key: 'units',
      title: t('history.daily.units'),
      align: 'end',
      render: (_, day) => (day.units === null ? <NoFigure /> : formatNumber(day.units, language)),
    },
    {
      key: 'revenue',
      title: t('history.daily.revenue'),
      align: 'end',
      render: (_, day) =>
        day.revenue === null ? (
          <NoFigure />
        ) : (
          <>
            {formatIdr(day.revenue, language)}
            {day.revenueRange && day.revenueRange.high - day.revenueRange.low >= 1 && (
              <div className="pl-range-note">
                <RupiahRange amount={day.revenue} range={day.revenueRange} />
              </div>
            )}
          </>
        ),
    },
    {
      key: 'estimated',
      title: (
        <>
          {t('history.daily.estimated')}{' '}
          <Tag color="gold" className="pl-estimate-tag">
            {t('research.provenance.estimated')}
          </Tag>
        </>
      ),
      align: 'end',
      render: (_, day) =>
        day.revenue === null ? (
          <NoFigure />
        ) : (
          <span className="pl-figure--estimated">{formatIdr(day.revenueEstimated ?? 0, language)}</span>
        ),
    },
    {
      key: 'confidence',
      title: t('history.daily.confidence'),
      render: (_, day) => (day.revenue === null ? <NoFigure /> : <ConfidenceBadge mix={day.confidence} />),
    },
  ];
  return (
    <Table<DailySales>
      data-testid="daily-figures"
      rowKey="day"
      size="small"
      columns={columns}
      dataSource={[...days]}
      pagination={false}
      scroll={{ x: 520 }}
      rowClassName={(day) => (day.revenue === null ? 'pl-daily-row pl-daily-row--empty' : 'pl-daily-row')}
    />
  );
}
