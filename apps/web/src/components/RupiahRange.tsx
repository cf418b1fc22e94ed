import type { RevenueRange } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/index.ts';
import { formatIdr, formatIdrCompact, formatIdrRangeCompact } from '../lib/format.ts';

/**
 * An estimated rupiah sum as its 80% range (Rp 120–150 jt), the estimate and the range spelled out
 * on hover (decisions/039); a measured one, whose range is itself, as its amount.
 */
export function RupiahRange({ amount, range }: { amount: number; range: RevenueRange | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (range === null || range.high - range.low < 1)
    return <span title={formatIdr(amount, language)}>{formatIdrCompact(amount, language)}</span>;
  const hover = t('research.range.hover', {
    estimate: formatIdr(amount, language),
    low: formatIdr(range.low, language),
    high: formatIdr(range.high, language),
  });
  return (
    <span title={hover} data-testid="rupiah-range">
      {formatIdrRangeCompact(range.low, range.high, language)}
    </span>
  );
}
