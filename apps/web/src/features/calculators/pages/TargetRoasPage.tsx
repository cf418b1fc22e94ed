import { targetRoas } from '@pasarlens/contracts/plain';
import { Notice } from '../../../components/site/Notice.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { formatIdr } from '../../../lib/format.ts';
import { CalculatorPage } from '../components/CalculatorPage.tsx';
import { MoneyField, PercentField } from '../components/fields.tsx';
import { decimal } from '../../../components/results/lines.ts';
import { ResultLines } from '../../../components/results/ResultLines.tsx';
import { useCalculatorParams } from '../params.ts';

const DEFAULTS = { price: 100_000, margin: 40, target: 15, conversion: 2 };

export default function TargetRoasPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [input, set] = useCalculatorParams(DEFAULTS);
  const result = targetRoas({
    price: input.price,
    marginPercent: input.margin,
    targetNetMarginPercent: input.target,
    conversionRatePercent: input.conversion,
  });
  return (
    <CalculatorPage
      slug="target-roas"
      inputs={
        <>
          <MoneyField name="price" label={t('calc.fees.price')} value={input.price} onChange={(v) => set('price', v)} />
          <PercentField
            name="margin"
            label={t('calc.acosRoas.margin')}
            value={input.margin}
            onChange={(v) => set('margin', v)}
          />
          <PercentField
            name="target"
            label={t('calc.targetRoas.target')}
            value={input.target}
            onChange={(v) => set('target', v)}
          />
          <PercentField
            name="conversion"
            label={t('calc.targetRoas.conversion')}
            value={input.conversion}
            onChange={(v) => set('conversion', v)}
          />
        </>
      }
      results={
        <>
          {result.targetRoas === null && <Notice type="warning" title={t('calc.targetRoas.noBudget')} />}
          <ResultLines
            lines={[
              {
                key: 'adShare',
                label: t('calc.targetRoas.adShare'),
                value: decimal(result.adSharePercent, language, '%'),
              },
              {
                key: 'targetRoas',
                label: t('calc.targetRoas.title'),
                value: decimal(result.targetRoas, language, '×'),
                kind: 'total',
              },
              {
                key: 'maxCostPerOrder',
                label: t('calc.targetRoas.maxCostPerOrder'),
                value: formatIdr(result.maxCostPerOrder, language),
              },
              {
                key: 'maxCostPerClick',
                label: t('calc.targetRoas.maxCostPerClick'),
                value: formatIdr(result.maxCostPerClick, language),
              },
            ]}
          />
        </>
      }
    />
  );
}
