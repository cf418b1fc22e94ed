import type { AlertDetail } from '@pasarlens/contracts';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDayShort, formatIdr, formatIdrCompact } from '../../../lib/format.ts';

/** The price levels the condition watches, as lines on the chart. */
function thresholds(alert: AlertDetail): number[] {
  const target = alert.target ?? 0;
  switch (alert.condition) {
    case 'less_than':
    case 'greater_than':
      return [target];
    case 'between':
    case 'outside':
      return [alert.minimum ?? 0, alert.maximum ?? 0];
    case 'up_by':
      return [alert.unit === 'percent' ? (alert.basePrice * (100 + target)) / 100 : alert.basePrice + target];
    case 'down_by':
      return [alert.unit === 'percent' ? (alert.basePrice * (100 - target)) / 100 : alert.basePrice - target];
    case 'lowest_30_days':
      return alert.lowest30 === null ? [] : [alert.lowest30];
    default:
      return [];
  }
}

/** Spec §2 alert detail: the price over 7 or 30 days, the threshold drawn on it and every firing marked. */
export function AlertChart({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days, setDays] = useState<7 | 30>(30);
  const prices = alert.prices.slice(-days);
  const shown = new Set(prices.map((p) => p.day));
  const firings = alert.events.filter((e) => e.day && shown.has(e.day));
  const option = {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatIdr(value, language) },
    xAxis: { type: 'category', data: prices.map((p) => formatDayShort(p.day, language)) },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: (value: number) => formatIdrCompact(value, language) },
    },
    series: [
      {
        type: 'line',
        name: t('alerts.detail.price'),
        data: prices.map((p) => p.price),
        markLine: {
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#d4380d' },
          label: { formatter: t('alerts.detail.threshold') },
          data: thresholds(alert).map((y) => ({ yAxis: y })),
        },
        markPoint: {
          symbol: 'pin',
          itemStyle: { color: '#d4380d' },
          data: firings.map((e) => ({
            coord: [formatDayShort(e.day!, language), e.price],
            value: t('alerts.detail.fired'),
          })),
        },
      },
    ],
  };
  return (
    <div>
      <Segmented
        value={days}
        onChange={(value) => setDays(value as 7 | 30)}
        options={[7, 30].map((d) => ({ value: d, label: t('alerts.changes.days', { count: d }) }))}
      />
      <Chart option={option} height={260} label={t('alerts.detail.chart')} testId="alert-chart" />
      <Typography.Text type="secondary">{t('alerts.changes.measured')}</Typography.Text>
    </div>
  );
}
