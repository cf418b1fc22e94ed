import { useTranslation } from 'react-i18next';

const FAQ = [
  { key: 'methods', questionKey: 'billing.faq.methods.q', answerKey: 'billing.faq.methods.a' },
  { key: 'autoPayment', questionKey: 'billing.faq.autoPayment.q', answerKey: 'billing.faq.autoPayment.a' },
  { key: 'stop', questionKey: 'billing.faq.stop.q', answerKey: 'billing.faq.stop.a' },
  { key: 'tokens', questionKey: 'billing.faq.tokens.q', answerKey: 'billing.faq.tokens.a' },
  { key: 'downloadQuota', questionKey: 'billing.faq.downloadQuota.q', answerKey: 'billing.faq.downloadQuota.a' },
  { key: 'companyInvoice', questionKey: 'billing.faq.companyInvoice.q', answerKey: 'billing.faq.companyInvoice.a' },
] as const;

/** Questions about paying: methods, auto-payment, stopping it, token resets, download quota, invoices; each opens in place. */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <div className="pl-faq" data-testid="pricing-faq">
      {FAQ.map((item) => (
        <details key={item.key}>
          <summary>{t(item.questionKey)}</summary>
          <p className="pl-faq__answer">{t(item.answerKey)}</p>
        </details>
      ))}
    </div>
  );
}
