import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { lastDaysRanges, type Day } from '../lib/days.ts';

/** A range picker's presets: the last 7, 30 and 90 days up to `end`, as far as the plan's `maxDays` reaches. */
export const rangePresets = (t: TFunction, end: Day, maxDays: number): { label: string; value: [Dayjs, Dayjs] }[] =>
  lastDaysRanges(end, maxDays).map(({ days, start_date, end_date }) => ({
    label: t('common.lastDays', { count: days }),
    value: [dayjs(start_date), dayjs(end_date)],
  }));
