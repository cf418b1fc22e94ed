import type { Analytics, ResearchAnswer } from '@pasarlens/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rangeDays, type DayRange } from '../../dates.ts';
import { useCostGate } from '../../costGate.tsx';
import { useResearchQuery, type ResearchQueryOptions } from '../../hooks.ts';
import { useAnalyticsRange } from '../../useAnalyticsRange.ts';
import { useParamsUpdater } from '../../useParamsUpdater.ts';
import { NoResults } from '../NoResults.tsx';
import { Paywall } from '../Paywall.tsx';
import { RangeField } from '../RangeField.tsx';
import { ResearchError } from '../ResearchError.tsx';
import { HistoryCharts } from './HistoryCharts.tsx';
import { HistorySummary } from './HistorySummary.tsx';
import { CostNote } from '../CostNote.tsx';

export interface HistoryTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * One item's history (spec §2): a date range (spec §5, in the URL), then a summary tab and a
 * charts tab over the same answer (?view=charts), and any `extraTabs` (the store's product
 * quadrant). A plan without history gets the paywall and nothing is asked; a range the plan
 * cannot have is not sent. `cost` is what one range costs (spec §9), said next to the picker.
 */
export function HistoryDetail<T, K extends QueryKey>({
  cost,
  query: queryOf,
  summaryExtra,
  chartsExtra,
  extraTabs = [],
}: {
  cost: number;
  query: (range: DayRange) => ResearchQueryOptions<ResearchAnswer<Analytics<T>>, K>;
  summaryExtra?: (analytics: Analytics<T>) => ReactNode;
  chartsExtra?: (analytics: Analytics<T>) => ReactNode;
  extraTabs?: HistoryTab[];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const { range, problem, historySupport, ready, field } = useAnalyticsRange();
  const gate = useCostGate(cost, queryOf(range).queryKey, ready && historySupport && problem === null);
  const query = useResearchQuery(queryOf(range), {
    enabled: ready && historySupport && problem === null && gate.confirmed,
  });
  const answer = query.data;

  if (!historySupport) {
    return (
      <div data-testid="history-locked">
        <Paywall kind="charts" />
      </div>
    );
  }

  const tabKeys = ['summary', 'charts', ...extraTabs.map((tab) => tab.key)];
  const requested = params.get('view');
  const view = requested !== null && tabKeys.includes(requested) ? requested : 'summary';

  /** The answer's state, or what `render` makes of the figures. */
  const figures = (render: (analytics: Analytics<T>) => ReactNode): ReactNode => {
    // The range field says what is wrong with the range; nothing was asked.
    if (problem) return null;
    if (!gate.confirmed) return gate.prompt;
    if (query.isError) return <ResearchError error={query.error} tool="analytics" emptyKind="analytics" />;
    if (!answer) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (answer.showPaywall || !answer.isPremium) return <Paywall kind="charts" />;
    if (!answer.data.summary) return <NoResults kind="analytics" />;
    return render(answer.data);
  };

  return (
    <Card className="pl-card pl-research-card" data-testid="history-detail">
      <RangeField {...field} cost={cost} />
      <CostNote>{t('history.rangeHint', { max: field.maxDays })}</CostNote>
      <Tabs
        activeKey={view}
        onChange={(key) => update({ view: key === 'summary' ? null : key })}
        items={[
          {
            key: 'summary',
            label: t('history.tabs.summary'),
            children: figures((analytics) => (
              <>
                <HistorySummary analytics={analytics} days={rangeDays(range)} />
                {summaryExtra?.(analytics)}
              </>
            )),
          },
          {
            key: 'charts',
            label: t('history.tabs.charts'),
            children: figures((analytics) => (
              <>
                <HistoryCharts analytics={analytics} />
                {chartsExtra?.(analytics)}
              </>
            )),
          },
          ...extraTabs,
        ]}
      />
    </Card>
  );
}
