import { RENEWAL_RETRIES } from '@pasarlens/contracts';
import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../params.ts';

const TYPES: { type: PaymentType; titleKey: string; bodyKey: string }[] = [
  { type: 'auto', titleKey: 'billing.paymentType.auto.title', bodyKey: 'billing.paymentType.auto.body' },
  { type: 'one_time', titleKey: 'billing.paymentType.oneTime.title', bodyKey: 'billing.paymentType.oneTime.body' },
];

/** Auto-payment (a card charged on each renewal date) or a one-time payment (any method on the portal). */
export function PaymentTypeChoice({ value, onChange }: { value: PaymentType; onChange: (type: PaymentType) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(event) => onChange(event.target.value as PaymentType)} className="pl-choice">
      {TYPES.map((item) => (
        <Radio
          key={item.type}
          value={item.type}
          className="pl-choice__option"
          data-testid={`payment-type-${item.type}`}
        >
          <strong>{t(item.titleKey)}</strong>
          <Typography.Paragraph type="secondary" className="pl-choice__text">
            {t(item.bodyKey, { retries: RENEWAL_RETRIES })}
          </Typography.Paragraph>
        </Radio>
      ))}
    </Radio.Group>
  );
}
