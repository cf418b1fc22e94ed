import {
  NoFeeTableError,
  SELLER_TYPES_OF,
  TIKTOK_CATEGORY_GROUPS,
  TIKTOK_FEE_TABLES,
  tiktokPrice,
} from '@pasarlens/contracts/plain';
import { Notice } from '../../../components/site/Notice.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { formatIdr } from '../../../lib/format.ts';
import { CalculatorPage } from '../components/CalculatorPage.tsx';
import { FeeTableNote, NoFeeTable } from '../components/FeeTableNote.tsx';
import { ChoiceField, DayField, MoneyField, PercentField, SwitchField } from '../components/fields.tsx';
import { saleLines } from '../../../components/results/lines.ts';
import { ResultLines } from '../../../components/results/ResultLines.tsx';
import { jakartaToday } from '../../../lib/days.ts';
import { useCalculatorParams } from '../params.ts';

const CHOICES = { seller: SELLER_TYPES_OF.tiktok, group: TIKTOK_CATEGORY_GROUPS };

const defaults = () => ({
  cost: 50_000,
  margin: 20,
  seller: 'regular' as (typeof SELLER_TYPES_OF.tiktok)[number],
  group: 'standard' as (typeof TIKTOK_CATEGORY_GROUPS)[number],
  day: jakartaToday(),
  dynamic: true,
});

function price(input: ReturnType<typeof defaults>) {
  try {
    return tiktokPrice({
      costPerUnit: input.cost,
      targetMarginPercent: input.margin,
      sellerType: input.seller,
      categoryGroup: input.group,
      day: input.day,
      dynamicCommission: input.dynamic,
    });
  } catch (error) {
    if (error instanceof NoFeeTableError) return undefined;
    throw error;
  }
}

export default function TiktokPricePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [input, set] = useCalculatorParams(defaults(), CHOICES);
  const result = price(input);
  return (
    <CalculatorPage
      slug="harga-tiktok"
      inputs={
        <>
          <MoneyField name="cost" label={t('calc.tiktok.cost')} value={input.cost} onChange={(v) => set('cost', v)} />
          <PercentField
            name="margin"
            label={t('calc.tiktok.margin')}
            value={input.margin}
            max={99}
            onChange={(v) => set('margin', v)}
          />
          <ChoiceField
            name="seller"
            label={t('calc.sellerType.label')}
            value={input.seller}
            onChange={(v) => set('seller', v)}
            options={CHOICES.seller.map((value) => ({ value, label: t(`calc.sellerType.${value}`) }))}
          />
          <ChoiceField
            name="group"
            label={t('calc.tiktok.group')}
            value={input.group}
            onChange={(v) => set('group', v)}
            options={CHOICES.group.map((value) => ({ value, label: t(`calc.tiktok.groups.${value}`) }))}
          />
          <SwitchField
            name="dynamic"
            label={t('calc.tiktok.dynamic')}
            value={input.dynamic}
            onChange={(v) => set('dynamic', v)}
          />
          <DayField value={input.day} min={TIKTOK_FEE_TABLES[0]!.validFrom} onChange={(v) => set('day', v)} />
        </>
      }
      results={
        result === undefined ? (
          <NoFeeTable day={input.day} />
        ) : result.sale === null ? (
          <Notice type="warning" title={t('calc.tiktok.impossible')} />
        ) : (
          <>
            <ResultLines
              lines={[
                {
                  key: 'priceToSet',
                  label: t('calc.tiktok.priceToSet'),
                  value: formatIdr(result.price!, language),
                  kind: 'total',
                },
                ...saleLines(result.sale, t, language).slice(1),
                {
                  key: 'cost',
                  label: t('calc.tiktok.cost'),
                  value: formatIdr(input.cost, language),
                  kind: 'deduction',
                },
                {
                  key: 'profit',
                  label: t('calc.profit.profit'),
                  value: formatIdr(result.profit!, language),
                  kind: 'total',
                },
              ]}
            />
            <FeeTableNote table={result.sale.table} />
          </>
        )
      }
    />
  );
}
