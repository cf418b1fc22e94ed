import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../../components/AccountSettings.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { activePaidPlan, planName } from '../../../lib/plan.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { subscriptionQuery } from '../queries.ts';
import { Balances } from '../components/Balances.tsx';
import { BillingDetailsForm } from '../components/BillingDetailsForm.tsx';
import { BuyTokens } from '../components/BuyTokens.tsx';
import { InvoiceTable } from '../components/InvoiceTable.tsx';
import { SubscriptionSummary } from '../components/SubscriptionSummary.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pl-settings-section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** /app/account/payment: the plan and its auto-payment, balances, more tokens, the invoices and whom they are made out to. */
export default function ManagePaymentPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const plan = activePaidPlan(user);
  const subscription = useQuery(subscriptionQuery());

  return (
    <AccountSettings wide>
      <Section title={t('billing.manage.planTitle')}>
        {subscription.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        <ApiErrorAlert
          failure={isApiError(subscription.error) ? subscription.error.failure : null}
          error={subscription.error}
          testId="subscription-error"
        />
        {subscription.data?.subscription && <SubscriptionSummary subscription={subscription.data.subscription} />}
        {subscription.data && !subscription.data.subscription && (
          <Alert
            type="info"
            showIcon
            data-testid="no-subscription"
            title={t('billing.manage.noPlan', { plan: planName(t, user.premium.name) })}
            action={
              <LinkButton type="primary" to={paths.pricing}>
                {t('billing.manage.seePlans')}
              </LinkButton>
            }
          />
        )}
      </Section>
      <Section title={t('billing.manage.balanceTitle')}>
        <Balances quota={user.quota} total={user.total} />
      </Section>
      <Section title={t('billing.manage.buyTokens.title')}>
        {plan ? (
          <BuyTokens plan={plan} />
        ) : (
          <Typography.Paragraph type="secondary">{t('billing.manage.buyTokens.needsPlan')}</Typography.Paragraph>
        )}
      </Section>
      <Section title={t('billing.manage.invoicesTitle')}>
        <InvoiceTable />
      </Section>
      <Section title={t('billing.details.title')}>
        <BillingDetailsForm />
      </Section>
    </AccountSettings>
  );
}
