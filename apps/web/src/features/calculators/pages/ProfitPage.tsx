import { profitPerUnit } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { formatIdr } from '../../../lib/format.ts';
import { CalculatorPage } from '../components/CalculatorPage.tsx';
import { MoneyField, PercentField } from '../components/fields.tsx';
import { decimal } from '../../../components/results/lines.ts';
import { ResultLines, type ResultLine } from '../../../components/results/ResultLines.tsx';
import { useCalculatorParams } from '../params.ts';

const PROFIT_DEFAULTS = { price: 100_000, cogs: 50_000, packing: 2_000, fees: 10, ads: 5_000, shipping: 3_000 };

export default function ProfitPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [input, set] = useCalculatorParams(PROFIT_DEFAULTS);
  const result = profitPerUnit({
    price: input.price,
    costOfGoods: input.cogs,
    packing: input.packing,
    marketplaceFeePercent: input.fees,
    adsPerUnit: input.ads,
    shippingSubsidy: input.shipping,
  });
  const lines: ResultLine[] = [
    { key: 'price', label: t('calc.fees.price'), value: formatIdr(input.price, language) },
    ...result.costs.map((cost): ResultLine => ({
      key: cost.key,
      label: t(`calc.profit.${cost.key}`),
      value: formatIdr(cost.amount, language),
      kind: 'deduction',
    })),
    { key: 'profit', label: t('calc.profit.profit'), value: formatIdr(result.profit, language), kind: 'total' },
    { key: 'margin', label: t('calc.profit.margin'), value: decimal(result.marginPercent, language, '%') },
    {
      key: 'breakEven',
      label: t('calc.profit.breakEven'),
      value: result.breakEvenPrice === null ? '—' : formatIdr(result.breakEvenPrice, language),
    },
  ];
  return (
    <CalculatorPage
      slug="profit"
      inputs={
        <>
          <MoneyField name="price" label={t('calc.fees.price')} value={input.price} onChange={(v) => set('price', v)} />
          <MoneyField
            name="cogs"
            label={t('calc.profit.costOfGoods')}
            value={input.cogs}
            onChange={(v) => set('cogs', v)}
          />
          <MoneyField
            name="packing"
            label={t('calc.profit.packing')}
            value={input.packing}
            onChange={(v) => set('packing', v)}
          />
          <PercentField
            name="fees"
            label={t('calc.profit.feePercent')}
            value={input.fees}
            onChange={(v) => set('fees', v)}
          />
          <MoneyField name="ads" label={t('calc.profit.ads')} value={input.ads} onChange={(v) => set('ads', v)} />
          <MoneyField
            name="shipping"
            label={t('calc.profit.shippingSubsidy')}
            value={input.shipping}
            onChange={(v) => set('shipping', v)}
          />
        </>
      }
      results={<ResultLines lines={lines} />}
    />
  );
}
