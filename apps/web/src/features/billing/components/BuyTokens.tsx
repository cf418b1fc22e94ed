import { PLANS, type PaidPlanId } from '@pasarlens/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useCheckout, useQuote } from '../hooks.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { planName } from '../../../lib/plan.ts';

/** One more month of the current plan's tokens: the quote first, then Pay goes to the portal. */
export function BuyTokens({ plan }: { plan: PaidPlanId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const quote = useQuote({ kind: 'quota', plan }, { enabled: open });
  const checkout = useCheckout('tokens');
  const tokens = formatNumber(PLANS[plan].tokensPerMonth, language);

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} data-testid="buy-tokens">
        {t('billing.manage.buyTokens.open')}
      </Button>
    );
  }
  return (
    <div className="pl-buy-tokens" data-testid="buy-tokens-panel">
      <Typography.Paragraph>
        {t('billing.manage.buyTokens.what', { tokens, plan: planName(t, plan) })}
      </Typography.Paragraph>
      <ApiErrorAlert failure={isApiError(quote.error) ? quote.error.failure : null} testId="tokens-quote-error" />
      <PriceSummary quote={quote.data} loading={quote.isPending} />
      <ApiErrorAlert failure={checkout.failure} error={checkout.error} testId="tokens-pay-error" />
      <Space>
        <Button
          type="primary"
          onClick={() => checkout.pay({ plan })}
          loading={checkout.leaving}
          disabled={!quote.data}
          data-testid="buy-tokens-pay"
        >
          {t('billing.manage.buyTokens.pay')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </Space>
    </div>
  );
}
