import type { AlertDetail } from '@pasarlens/contracts';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { alertChartOption } from '../chartOption.ts';

/** Spec §2 alert detail: the price over 7 or 30 days, the threshold drawn on it and every firing marked. */
export function AlertChart({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days, setDays] = useState<7 | 30>(30);
  const option = alertChartOption(
    alert,
    days,
    { price: t('alerts.detail.price'), threshold: t('alerts.detail.threshold'), fired: t('alerts.detail.fired') },
    language,
  );
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
