import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/index.ts';
import { formatDay } from '../lib/format.ts';
import { useMarketDataDays } from '../lib/marketplaces.ts';

/**
 * "Data as of <day>" for the marketplaces a page shows: the last day with figures of each, in the
 * page's language; one day when they agree, each marketplace's own when they do not. Nothing
 * until the days are known, or for a marketplace without data.
 */
export function DataAsOf({ marketplaces }: { marketplaces: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lastDays: Partial<Record<string, string>> = useMarketDataDays();
  const known = [...new Set(marketplaces)].flatMap((m) => (lastDays[m] ? [{ m, day: lastDays[m] }] : []));
  if (known.length === 0) return null;
  const days = new Set(known.map(({ day }) => day));
  const text =
    days.size === 1
      ? t('common.dataAsOf', { day: formatDay(known[0]!.day, language) })
      : t('common.dataAsOfEach', {
          days: known.map(({ m, day }) => `${t(`research.marketplaces.${m}`)} ${formatDay(day, language)}`).join(' · '),
        });
  return (
    <Typography.Text type="secondary" className="pl-data-as-of" data-testid="data-as-of">
      {text}
    </Typography.Text>
  );
}
