import type { Deduction, Language, SaleBreakdown } from '@pasarlens/contracts/plain';
import type { TFunction } from 'i18next';
import { formatIdr, NUMBER_LOCALES } from '../../lib/format.ts';
import type { ResultLine } from './ResultLines.tsx';

/** 0.0575 → "5,75%" in the interface's notation. */
const ratePercent = (fraction: number, language: Language): string => decimal(fraction * 100, language, '%');

/** A ratio or percentage to two decimals; a dash where there is nothing to divide by. */
export const decimal = (value: number | null, language: Language, suffix = ''): string =>
  value === null
    ? '—'
    : `${new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 }).format(value)}${suffix}`;

function deductionLabel(deduction: Deduction, t: TFunction, language: Language): string {
  const name = t(`calc.fees.${deduction.key}`);
  if (deduction.rate === null) return name;
  const cap =
    deduction.cappedAt === null ? '' : `, ${t('calc.fees.capped', { cap: formatIdr(deduction.cappedAt, language) })}`;
  return `${name} (${ratePercent(deduction.rate, language)}${cap})`;
}

/** A sale line by line: the price, every deduction in rupiah, the total and what the seller receives. */
export function saleLines(sale: SaleBreakdown, t: TFunction, language: Language): ResultLine[] {
  return [
    { key: 'price', label: t('calc.fees.price'), value: formatIdr(sale.price, language) },
    ...sale.deductions.map((d): ResultLine => ({
      key: d.key,
      label: deductionLabel(d, t, language),
      value: formatIdr(d.amount, language),
      kind: 'deduction',
    })),
    { key: 'totalFees', label: t('calc.fees.totalFees'), value: formatIdr(sale.totalFees, language) },
    { key: 'received', label: t('calc.fees.received'), value: formatIdr(sale.received, language), kind: 'total' },
  ];
}
