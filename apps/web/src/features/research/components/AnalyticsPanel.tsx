import { MIN_RANGE_DAYS, type Analytics, type DailySales, type ResearchAnswer } from '@pasarlens/contracts';
import { Alert, Col, DatePicker, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/index.ts';
import type { ApiResult } from '../../../lib/api.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { DEFAULT_MAX_RANGE_DAYS, jakartaToday, rangeDays, rangeParam, rangeProblem, type DayRange } from '../dates.ts';
import { useResearchQuery } from '../hooks.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { ResearchError } from './ResearchError.tsx';

const SalesChart = lazy(() => import('../charts/SalesChart.tsx'));

const RANGE_PROBLEM_KEYS = {
  order: 'research.analytics.rangeOrder',
  future: 'research.analytics.rangeFuture',
  length: 'research.analytics.rangeLength',
} as const;

/** The range picker of an analytics view; the range lives in the URL (?from=&to=). */
function RangeField({ range, today, onChange }: { range: DayRange; today: string; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const value: [Dayjs, Dayjs] = [dayjs(range.start_date), dayjs(range.end_date)];
  return (
    <Space wrap>
      <Typography.Text>{t('research.analytics.range')}</Typography.Text>
      <DatePicker.RangePicker
        data-testid="analytics-range"
        allowClear={false}
        value={value}
        disabledDate={(day) => day.format('YYYY-MM-DD') > today}
        onChange={(days) => {
          const [start, end] = days ?? [];
          if (start && end) onChange({ start_date: start.format('YYYY-MM-DD'), end_date: end.format('YYYY-MM-DD') });
        }}
      />
    </Space>
  );
}

/** Units, revenue and its estimated part over the range, and how many days have figures. */
export function SalesSummaryStats({ analytics, days }: { analytics: Analytics<unknown>; days: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = analytics.summary;
  if (!summary) return null;
  return (
    <div className="pl-sales-summary" data-testid="sales-summary">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title={t('research.analytics.units')} value={formatNumber(summary.units, language)} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('research.analytics.revenue')} value={formatIdr(summary.revenue)} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={
              <Space size={4}>
                {t('research.analytics.estimatedPart')}
                <Tag color="gold" className="pl-estimate-tag">
                  {t('research.provenance.estimated')}
                </Tag>
              </Space>
            }
            value={formatIdr(summary.revenueEstimated)}
            className="pl-statistic--estimated"
          />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" className="pl-sales-summary__note" data-testid="estimate-note">
        {t('research.analytics.estimateNote')} {t('research.analytics.daysWithData', { days: summary.days, total: days })}
      </Typography.Paragraph>
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
export function AnalyticsPanel<T>({
  queryKey,
  load,
  extra,
  testId = 'analytics',
}: {
  queryKey: (range: DayRange) => QueryKey;
  load: (range: DayRange) => Promise<ApiResult<ResearchAnswer<Analytics<T>>>>;
  extra?: (analytics: Analytics<T>) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const today = jakartaToday();
  const range = rangeParam(params, today);
  const maxDays = user.premium.historicalSupport ? user.premium.historicalRange : DEFAULT_MAX_RANGE_DAYS;
  const problem = rangeProblem(range, maxDays, today);
  const query = useResearchQuery(queryKey(range), () => load(range), { enabled: problem === null });
  const answer = query.data;

  return (
    <div className="pl-analytics" data-testid={testId}>
      <RangeField range={range} today={today} onChange={(next) => update({ from: next.start_date, to: next.end_date }, { replace: true })} />
      {problem && (
        <Alert
          type="warning"
          showIcon
          data-testid="range-problem"
          className="pl-research-alert"
          title={t('research.analytics.invalidRange')}
          description={t(RANGE_PROBLEM_KEYS[problem], { min: MIN_RANGE_DAYS, max: maxDays })}
        />
      )}
      {!problem && query.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
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
