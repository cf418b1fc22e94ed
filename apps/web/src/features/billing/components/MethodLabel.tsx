import type { PaymentMethod } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';

const METHOD_LABELS: Record<PaymentMethod, { labelKey: string }> = {
  bank_transfer: { labelKey: 'billing.methods.bank_transfer' },
  credit_card: { labelKey: 'billing.methods.credit_card' },
  e_wallet: { labelKey: 'billing.methods.e_wallet' },
  qris: { labelKey: 'billing.methods.qris' },
};

/** A payment method's name in the interface language. */
export function MethodLabel({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return <>{t(METHOD_LABELS[method].labelKey)}</>;
}
