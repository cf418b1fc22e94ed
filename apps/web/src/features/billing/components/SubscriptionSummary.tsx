import { RENEWAL_RETRIES, type AutoPaymentState, type SubscriptionView } from '@pasarlens/contracts';
import { Alert, Descriptions, Tag } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { periodLabelKey } from './PeriodToggle.tsx';
import { StopAutoPayment } from './StopAutoPayment.tsx';
import { planName } from '../../../lib/plan.ts';

const AUTO_PAYMENT: Record<AutoPaymentState, { color: string; labelKey: string; bodyKey: string }> = {
  active: { color: 'green', labelKey: 'billing.autoPayment.active.label', bodyKey: 'billing.autoPayment.active.body' },
  retrying: {
    color: 'orange',
    labelKey: 'billing.autoPayment.retrying.label',
    bodyKey: 'billing.autoPayment.retrying.body',
  },
  stopped: {
    color: 'default',
    labelKey: 'billing.autoPayment.stopped.label',
    bodyKey: 'billing.autoPayment.stopped.body',
  },
  failed: { color: 'red', labelKey: 'billing.autoPayment.failed.label', bodyKey: 'billing.autoPayment.failed.body' },
  none: { color: 'blue', labelKey: 'billing.autoPayment.none.label', bodyKey: 'billing.autoPayment.none.body' },
};

const LABELS = {
  renewed: { color: 'green', labelKey: 'billing.manage.label.renewed' },
  ended: { color: 'default', labelKey: 'billing.manage.label.ended' },
} as const;

/** The current plan and its auto-payment: state, dates, and the way to stop it. */
export function SubscriptionSummary({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const autoPayment = AUTO_PAYMENT[subscription.autoPayment];
  const label = LABELS[subscription.label];
  const expiry = formatDate(subscription.expiredAt, language);
  const nextCharge = subscription.nextChargeAt ? formatDate(subscription.nextChargeAt, language) : expiry;
  const canStop = subscription.autoPayment === 'active' || subscription.autoPayment === 'retrying';

  return (
    <div data-testid="subscription">
      <Descriptions
        column={1}
        size="small"
        bordered
        className="pl-descriptions"
        items={[
          {
            key: 'plan',
            label: t('billing.manage.plan'),
            children: (
              <>
                <strong data-testid="subscription-plan">{planName(t, subscription.plan)}</strong> ·{' '}
                {t(periodLabelKey(subscription.period))}{' '}
                <Tag color={label.color} data-testid="subscription-label">
                  {t(label.labelKey)}
                </Tag>
              </>
            ),
          },
          {
            key: 'expiry',
            label: subscription.label === 'renewed' ? t('billing.manage.renewsOn') : t('billing.manage.endsOn'),
            children: <span data-testid="subscription-expiry">{expiry}</span>,
          },
          {
            key: 'autoPayment',
            label: t('billing.manage.autoPayment'),
            children: (
              <>
                <Tag color={autoPayment.color} data-testid="auto-payment-state">
                  {t(autoPayment.labelKey)}
                </Tag>
                <div className="pl-descriptions__note">
                  {t(autoPayment.bodyKey, {
                    date: nextCharge,
                    expiry,
                    tries: subscription.failedCharges,
                    retries: RENEWAL_RETRIES,
                  })}
                </div>
              </>
            ),
          },
        ]}
      />
      {canStop && <StopAutoPayment subscription={subscription} />}
      {subscription.autoPayment === 'stopped' && (
        <Alert
          type="info"
          showIcon
          className="pl-stop"
          data-testid="stopped-note"
          title={
            <Trans
              i18nKey="billing.manage.stop.stoppedNote"
              values={{ date: expiry }}
              components={{ pricing: <Link to={paths.pricing} /> }}
            />
          }
        />
      )}
    </div>
  );
}
