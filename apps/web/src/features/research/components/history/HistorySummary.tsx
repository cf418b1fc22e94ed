import type { Analytics } from '@pasarlens/contracts';
import { Col, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/index.ts';
import { formatDay, formatIdr, formatNumber } from '../../../../lib/format.ts';
import { SalesSummaryStats } from '../AnalyticsPanel.tsx';
import { historyFigures } from './figures.ts';

/**
 * The summary tab: totals over the range (units, revenue and the estimated part of it, days with
 * figures), the average selling price and the best day.
 */
export function HistorySummary({ analytics, days }: { analytics: Analytics<unknown>; days: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = analytics.summary;
  if (!summary) return null;
  const { averagePrice, bestDay } = historyFigures(analytics);
  return (
    <SalesSummaryStats
      analytics={analytics}
      days={days}
      more={
        <>
          <Col xs={24} sm={8} data-testid="summary-days">
            <Statistic
              title={t('history.summary.daysWithFigures')}
              value={t('history.summary.daysOf', { days: summary.days, total: days })}
            />
          </Col>
          <Col xs={24} sm={8} data-testid="summary-average-price">
            <Statistic
              title={t('history.summary.averagePrice')}
              value={averagePrice === null ? '—' : formatIdr(Math.round(averagePrice), language)}
            />
          </Col>
          <Col xs={24} sm={8} data-testid="summary-best-day">
            <Statistic
              title={t('history.summary.bestDay')}
              value={bestDay ? formatDay(bestDay.day, language) : '—'}
              suffix={
                bestDay ? (
                  <Typography.Text type="secondary" className="pl-best-day__figures">
                    {formatIdr(bestDay.revenue, language)}
                    {bestDay.units !== null &&
                      ` · ${t('history.summary.units', { units: formatNumber(bestDay.units, language) })}`}
                  </Typography.Text>
                ) : undefined
              }
            />
          </Col>
        </>
      }
      note={t('history.summary.note')}
    />
  );
}
