import type { Analytics, DailySales, ResearchAnswer } from '@pasarlens/contracts';
import { Col, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdr, formatIdrRangeCompact, formatNumber } from '../../../lib/format.ts';
import { rangeDays, type DayRange } from '../dates.ts';
import { useCostGate } from '../costGate.tsx';
import { useResearchQuery, type ResearchQueryOptions } from '../hooks.ts';
import { useAnalyticsRange } from '../useAnalyticsRange.ts';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';
import { EstimateLegend } from './EstimateLegend.tsx';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { RangeField } from './RangeField.tsx';
import { ResearchError } from './ResearchError.tsx';

const SalesChart = lazy(() => import('../charts/SalesChart.tsx'));

/**
 * Units, revenue and its estimated part over the range, and how many days have figures; `more`
 * adds figures (columns of the same grid), `note` replaces the note under them.
 */
export function SalesSummaryStats({
  analytics,
  days,
  more,
  note,
}: {
  analytics: Analytics<unknown>;
  days: number;
  more?: ReactNode;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = analytics.summary;
  if (!summary) return null;
  return (
    <div className="pl-sales-summary" data-testid="sales-summary">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8} data-testid="summary-units">
          <Statistic title={t('research.analytics.units')} value={formatNumber(summary.units, language)} />
        </Col>
        <Col xs={24} sm={8} data-testid="summary-revenue">
          <Statistic
            title={
              <Space size={4}>
                {t('research.analytics.revenue')}
                <ConfidenceBadge mix={summary.confidence} />
              </Space>
            }
            value={formatIdr(summary.revenue, language)}
          />
          {summary.revenueRange.high - summary.revenueRange.low >= 1 && (
            <Typography.Text type="secondary" data-testid="summary-revenue-range">
              {t('research.range.summary', {
                range: formatIdrRangeCompact(summary.revenueRange.low, summary.revenueRange.high, language),
              })}
            </Typography.Text>
          )}
        </Col>
        <Col xs={24} sm={8} data-testid="summary-estimated">
          <Statistic
            title={
              <Space size={4}>
                {t('research.analytics.estimatedPart')}
                <Tag color="gold" className="pl-estimate-tag">
                  {t('research.provenance.estimated')}
                </Tag>
              </Space>
            }
            value={formatIdr(summary.revenueEstimated, language)}
            className="pl-statistic--estimated"
          />
        </Col>
        {more}
      </Row>
      <Typography.Paragraph type="secondary" className="pl-sales-summary__note" data-testid="estimate-note">
        {note ?? (
          <>
            {t('research.analytics.estimateNote')}{' '}
            {t('research.analytics.daysWithData', { days: summary.days, total: days })}
          </>
        )}
      </Typography.Paragraph>
      <EstimateLegend />
    </div>
  );
}

export function DailySalesChart({ days }: { days: readonly DailySales[] }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <SalesChart days={days} />
    </Suspense>
  );
}

/**
 * An analytics view (category, product or store): a date range within the plan's history (spec
 * §5/§6), then the daily sales with the measured and estimated revenue apart. `extra` adds what
 * the answer's items hold (a category's brands). A plan without history gets the paywall
 * (`showPaywall` with empty data); an invalid range is not sent.
 */
export function AnalyticsPanel<T, K extends QueryKey>({
  cost,
  query: queryOf,
  extra,
  testId = 'analytics',
}: {
  /** What one range costs (spec §9); asked before it is spent. */
  cost: number;
  query: (range: DayRange) => ResearchQueryOptions<ResearchAnswer<Analytics<T>>, K>;
  extra?: (analytics: Analytics<T>) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { range, problem, historySupport, ready, field } = useAnalyticsRange();
  // Without history the answer is the paywall, for no token: nothing to agree to.
  const gate = useCostGate(cost, queryOf(range).queryKey, ready && problem === null && historySupport);
  const query = useResearchQuery(queryOf(range), {
    enabled: ready && problem === null && gate.confirmed,
  });
  const answer = query.data;

  return (
    <div className="pl-analytics" data-testid={testId}>
      <RangeField {...field} cost={cost} />
      {!problem && gate.prompt}
      {!problem && gate.confirmed && query.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {!problem && query.isError && <ResearchError error={query.error} tool="analytics" emptyKind="analytics" />}
      {answer && (answer.showPaywall || !answer.isPremium) && <Paywall kind="charts" />}
      {answer && answer.data.summary && (
        <>
          <SalesSummaryStats analytics={answer.data} days={rangeDays(range)} />
          <Typography.Title level={5}>{t('research.analytics.dailyTitle')}</Typography.Title>
          <DailySalesChart days={answer.data.daily_sales} />
          {extra?.(answer.data)}
        </>
      )}
      {answer && !answer.showPaywall && answer.isPremium && !answer.data.summary && <NoResults kind="analytics" />}
    </div>
  );
}
