import type { Analytics } from '@pasarlens/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DailySalesChart } from '../AnalyticsPanel.tsx';
import { DailyFigures } from './DailyFigures.tsx';

/**
 * The charts tab: daily revenue (measured solid, estimated lighter and hatched, named apart in the
 * legend) and units; days without figures are gaps. The day-by-day figures follow.
 */
export function HistoryCharts({ analytics }: { analytics: Analytics<unknown> }) {
  const { t } = useTranslation();
  const gaps = analytics.daily_sales.some((day) => day.revenue === null);
  return (
    <div className="pl-history-charts" data-testid="history-charts">
      <Typography.Title level={5}>{t('research.analytics.dailyTitle')}</Typography.Title>
      <DailySalesChart days={analytics.daily_sales} />
      <Typography.Paragraph type="secondary" className="pl-sales-summary__note" data-testid="estimate-note">
        {t('research.analytics.estimateNote')}{' '}
        {gaps && <span data-testid="gaps-note">{t('history.daily.gapsNote')}</span>}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('history.daily.title')}</Typography.Title>
      <DailyFigures days={analytics.daily_sales} />
    </div>
  );
}
