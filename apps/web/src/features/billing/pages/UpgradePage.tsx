import {
  PLANS,
  type BillingPeriod,
  type PaidPlanId,
  type PlanChangeView,
  type QuoteRequest,
} from '@pasarlens/contracts';
import { Alert, Button, Card, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { PaymentTypeChoice } from '../components/PaymentTypeChoice.tsx';
import { PeriodToggle, periodLabelKey } from '../components/PeriodToggle.tsx';
import { PlanPicker } from '../components/PlanPicker.tsx';
import { PlanPrice } from '../components/PlanPrice.tsx';
import { PriceSummary } from '../components/PriceSummary.tsx';
import { ReferralField } from '../components/ReferralField.tsx';
import { useCheckout, useQuote } from '../hooks.ts';
import { paymentParam, periodParam, planParam, type PaymentType } from '../params.ts';
import { otherQuoteFailure, referralErrorOf } from '../quoteErrors.ts';
import { planName } from '../../../lib/plan.ts';

/** What buying the chosen plan does to the plan in force, as the quote says: the note's kind and text. */
const CHANGE_NOTES: Record<PlanChangeView['change'], { type: 'info' | 'warning'; noteKey: string }> = {
  extend: { type: 'info', noteKey: 'billing.upgrade.change.extend' },
  upgrade: { type: 'info', noteKey: 'billing.upgrade.change.upgrade' },
  downgrade: { type: 'warning', noteKey: 'billing.upgrade.change.downgrade' },
};

/**
 * /app/upgrade?plan=&period=&payment=&referral=: the payment page, filled in from its URL (a retry
 * comes back to it so). The price (with the referral discount and an upgrade's credit) comes from
 * the server's quote before paying; Pay creates the invoice and goes to the payment portal.
 */
export default function UpgradePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('billing.upgrade.title'));
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const plan = planParam(params);
  const period = periodParam(params);
  const paymentType = paymentParam(params);
  const choose = (name: 'plan' | 'period' | 'payment', value: PaidPlanId | BillingPeriod | PaymentType) =>
    setParams(
      (current) => {
        current.set(name, value);
        return current;
      },
      { replace: true },
    );

  const initialCode = params.get('referral') ?? user.affiliateCode ?? '';
  const [code, setCode] = useState(initialCode);
  const [appliedCode, setAppliedCode] = useState(initialCode);
  const request: QuoteRequest = { kind: 'subscription', plan, period, referral_code: appliedCode.trim() || null };
  const quote = useQuote(request);
  const change = quote.data?.planChange ?? null;
  const checkout = useCheckout(paymentType);
  const apply = () => {
    if (code.trim() === appliedCode.trim()) void quote.refetch();
    else setAppliedCode(code);
  };
  const pay = () => checkout.pay({ plan, period, referral_code: quote.data?.referral?.code ?? null });

  return (
    <div className="pl-page pl-page--medium">
      <Typography.Title level={3}>{t('billing.upgrade.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('billing.upgrade.lead')}</Typography.Paragraph>
      {change && (
        <Alert
          type={CHANGE_NOTES[change.change].type}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="current-plan-note"
          title={t(CHANGE_NOTES[change.change].noteKey, {
            plan: planName(t, change.plan),
            date: formatDate(change.expiresAt, language),
            days: change.creditDays,
          })}
        />
      )}
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={14}>
          <Card className="pl-card">
            <Form layout="vertical" requiredMark={false} component="div">
              <Form.Item label={t('billing.upgrade.plan')}>
                <PlanPicker value={plan} onChange={(next) => choose('plan', next)} />
              </Form.Item>
              <Form.Item label={t('billing.upgrade.period')}>
                <PeriodToggle value={period} onChange={(next) => choose('period', next)} />
              </Form.Item>
              <Form.Item label={t('billing.upgrade.paymentType')}>
                <PaymentTypeChoice value={paymentType} onChange={(next) => choose('payment', next)} />
              </Form.Item>
              <ReferralField
                value={code}
                onChange={setCode}
                onApply={apply}
                applying={quote.isFetching}
                error={referralErrorOf(t, quote.data, quote.error)}
                appliedCode={quote.data?.referral?.code ?? null}
              />
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card className="pl-card" title={t('billing.upgrade.summary')} data-testid="upgrade-summary">
            <Typography.Title level={4} className="pl-plan__name">
              {planName(t, plan)} · {t(periodLabelKey(period))}
            </Typography.Title>
            <PlanPrice plan={PLANS[plan]} period={period} />
            <Typography.Paragraph type="secondary">
              {t('billing.upgrade.tokens', { tokens: formatNumber(PLANS[plan].tokensPerMonth, language) })}
            </Typography.Paragraph>
            <ApiErrorAlert failure={otherQuoteFailure(quote.error)} testId="quote-error" />
            <PriceSummary quote={quote.data} loading={quote.isPending} />
            <ApiErrorAlert failure={checkout.failure} error={checkout.error} testId="pay-error" />
            <Button
              type="primary"
              size="large"
              block
              onClick={pay}
              loading={checkout.leaving}
              disabled={quote.isPending}
              data-testid="pay"
            >
              {t('billing.upgrade.pay')}
            </Button>
            <Typography.Paragraph type="secondary" className="pl-note">
              {paymentType === 'auto' ? t('billing.upgrade.autoNote') : t('billing.upgrade.oneTimeNote')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
