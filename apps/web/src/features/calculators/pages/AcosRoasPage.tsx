import { acosRoas } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { formatIdr } from '../../../lib/format.ts';
import { CalculatorPage } from '../components/CalculatorPage.tsx';
import { MoneyField, PercentField } from '../components/fields.tsx';
import { decimal } from '../../../components/results/lines.ts';
import { ResultLines } from '../../../components/results/ResultLines.tsx';
import { useCalculatorParams } from '../params.ts';

const DEFAULTS = { spend: 500_000, revenue: 2_000_000, margin: 30 };

export default function AcosRoasPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [input, set] = useCalculatorParams(DEFAULTS);
  const result = acosRoas({ adSpend: input.spend, adRevenue: input.revenue, marginPercent: input.margin });
  const earns = result.profitAfterAds >= 0;
  return (
    <CalculatorPage
      slug="acos-roas"
      inputs={
        <>
          <MoneyField
            name="spend"
            label={t('calc.acosRoas.spend')}
            value={input.spend}
            onChange={(v) => set('spend', v)}
          />
          <MoneyField
            name="revenue"
            label={t('calc.acosRoas.revenue')}
            value={input.revenue}
            onChange={(v) => set('revenue', v)}
          />
          <PercentField
            name="margin"
            label={t('calc.acosRoas.margin')}
            value={input.margin}
            onChange={(v) => set('margin', v)}
          />
        </>
      }
      results={
        <ResultLines
          lines={[
            { key: 'acos', label: t('calc.acosRoas.acos'), value: decimal(result.acosPercent, language, '%') },
            { key: 'roas', label: t('calc.acosRoas.roas'), value: decimal(result.roas, language, '×'), kind: 'total' },
            {
              key: 'breakEvenRoas',
              label: t('calc.acosRoas.breakEvenRoas'),
              value: decimal(result.breakEvenRoas, language, '×'),
            },
            {
              key: 'profitAfterAds',
              label: t(earns ? 'calc.acosRoas.earns' : 'calc.acosRoas.loses'),
              value: formatIdr(result.profitAfterAds, language),
              kind: 'total',
            },
          ]}
        />
      }
    />
  );
}
