import { MIN_RANGE_DAYS } from '@pasarlens/contracts';
import { Alert, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { rangePresets } from '../../../components/rangePresets.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay } from '../../../lib/format.ts';
import { dayDisabled, type Day, type DayRange } from '../dates.ts';

const RANGE_PROBLEM_KEYS = {
  order: 'research.analytics.rangeOrder',
  future: 'research.analytics.rangeFuture',
  length: 'research.analytics.rangeLength',
} as const;

export type RangeProblem = keyof typeof RANGE_PROBLEM_KEYS;

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The date range picker of an analytics or history view (spec §5): days after today are not
 * offered, nor, once one end is picked, days beyond the plan's longest range. A range that is
 * still invalid (too short, or typed, or from a shared URL) shows the "valid date range" message;
 * the view then sends nothing. Presets pick the last 7, 30 or 90 days the plan's history allows.
 */
export function RangeField({
  range,
  today,
  maxDays,
  problem,
  presetEnd,
  cost,
  onChange,
}: {
  range: DayRange;
  today: Day;
  maxDays: number;
  problem: RangeProblem | null;
  /** Where the presets (the last 7, 30 and 90 days) end: the last day with figures. */
  presetEnd: Day;
  /** What one range costs in tokens (spec §9), said beside the picker. */
  cost?: number;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const value: [Dayjs, Dayjs] = [dayjs(range.start_date), dayjs(range.end_date)];
  return (
    <div className="pl-range-field">
      <Space wrap align="center">
        <Typography.Text>{t('research.analytics.range')}</Typography.Text>
        <DatePicker.RangePicker
          data-testid="analytics-range"
          format={(day) => formatDay(day.format(DAY_FORMAT), language)}
          allowClear={false}
          value={value}
          presets={rangePresets(t, presetEnd, maxDays)}
          disabledDate={(day, info) =>
            dayDisabled(day.format(DAY_FORMAT), today, maxDays, info?.from?.format(DAY_FORMAT))
          }
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) onChange({ start_date: start.format(DAY_FORMAT), end_date: end.format(DAY_FORMAT) });
          }}
        />
        {cost !== undefined && (
          <Typography.Text type="secondary" className="pl-range-field__cost" data-testid="range-cost">
            {t('history.detailCost', { count: cost })}
          </Typography.Text>
        )}
      </Space>
      {problem && (
        <Alert
          type="warning"
          showIcon
          data-testid="range-problem"
          className="pl-research-alert pl-range-field__problem"
          title={t('research.analytics.invalidRange')}
          description={t(RANGE_PROBLEM_KEYS[problem], { min: MIN_RANGE_DAYS, max: maxDays })}
        />
      )}
    </div>
  );
}
