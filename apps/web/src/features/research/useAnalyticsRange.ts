import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLastMarketDay } from '../../lib/marketplaces.ts';
import { useSignedInUser } from '../../lib/session.tsx';
import {
  DEFAULT_MAX_RANGE_DAYS,
  defaultEnd,
  hasRangeParam,
  jakartaToday,
  rangeParam,
  rangeProblem,
  type DayRange,
} from './dates.ts';
import { useParamsUpdater } from './useParamsUpdater.ts';

/**
 * The date range of an analytics or history view: the URL's ?from=&to= (else the default window,
 * seven days ending on the last day with figures; `ready` once that day is known), the longest range the plan allows (its history, else spec §5's default
 * maximum), and why the range cannot be asked for, if it cannot (then nothing is sent); `field`
 * is what the view's RangeField shows and changes.
 */
export function useAnalyticsRange() {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const today = jakartaToday();
  const lastDay = useLastMarketDay();
  const range = rangeParam(params, today, lastDay ?? null);
  const historySupport = user.premium.historicalSupport;
  const maxDays = historySupport ? user.premium.historicalRange : DEFAULT_MAX_RANGE_DAYS;
  const setRange = useCallback(
    (next: DayRange) => update({ from: next.start_date, to: next.end_date }, { replace: true }),
    [update],
  );
  const problem = rangeProblem(range, maxDays, today);
  // The default window waits for the last day with figures: asking (and paying) for another first would be wasted.
  const ready = lastDay !== undefined || hasRangeParam(params);
  const presetEnd = defaultEnd(today, lastDay ?? null);
  return {
    range,
    problem,
    historySupport,
    ready,
    field: { range, today, maxDays, problem, presetEnd, onChange: setRange },
  };
}
