import {
  NoFeeTableError,
  SELLER_TYPES_OF,
  SHOPEE_CATEGORY_GROUPS,
  SHOPEE_FEE_TABLES,
  shopeeSale,
} from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { CalculatorPage } from '../components/CalculatorPage.tsx';
import { FeeTableNote, NoFeeTable } from '../components/FeeTableNote.tsx';
import { ChoiceField, DayField, MoneyField, SwitchField } from '../components/fields.tsx';
import { saleLines } from '../../../components/results/lines.ts';
import { ResultLines } from '../../../components/results/ResultLines.tsx';
import { jakartaToday } from '../../../lib/days.ts';
import { useCalculatorParams } from '../params.ts';

const CHOICES = { seller: SELLER_TYPES_OF.shopee, group: SHOPEE_CATEGORY_GROUPS };

export const shopeeDefaults = () => ({
  price: 100_000,
  seller: 'regular' as (typeof SELLER_TYPES_OF.shopee)[number],
  group: 'A' as (typeof SHOPEE_CATEGORY_GROUPS)[number],
  day: jakartaToday(),
  voucher: true,
  shipping: true,
});

function sale(input: ReturnType<typeof shopeeDefaults>) {
  try {
    return shopeeSale({
      price: input.price,
      sellerType: input.seller,
      categoryGroup: input.group,
      day: input.day,
      voucherProgramme: input.voucher,
      freeShippingProgramme: input.shipping,
    });
  } catch (error) {
    if (error instanceof NoFeeTableError) return null;
    throw error;
  }
}

export default function ShopeeFeesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [input, set] = useCalculatorParams(shopeeDefaults(), CHOICES);
  const result = sale(input);
  return (
    <CalculatorPage
      slug="biaya-shopee"
      inputs={
        <>
          <MoneyField
            name="price"
            label={t('calc.fees.priceAfterDiscount')}
            value={input.price}
            onChange={(v) => set('price', v)}
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
            label={t('calc.shopee.group')}
            value={input.group}
            onChange={(v) => set('group', v)}
            options={CHOICES.group.map((value) => ({ value, label: t(`calc.shopee.groups.${value}`) }))}
          />
          <SwitchField
            name="voucher"
            label={t('calc.shopee.voucher')}
            value={input.voucher}
            onChange={(v) => set('voucher', v)}
          />
          <SwitchField
            name="shipping"
            label={t('calc.shopee.freeShipping')}
            value={input.shipping}
            onChange={(v) => set('shipping', v)}
          />
          <DayField value={input.day} min={SHOPEE_FEE_TABLES[0]!.validFrom} onChange={(v) => set('day', v)} />
        </>
      }
      results={
        result ? (
          <>
            <ResultLines lines={saleLines(result, t, language)} />
            <FeeTableNote table={result.table} />
          </>
        ) : (
          <NoFeeTable day={input.day} />
        )
      }
    />
  );
}
