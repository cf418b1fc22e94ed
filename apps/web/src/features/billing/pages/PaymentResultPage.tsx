import { isPaidPlan, type CurrentUser, type PaymentCheck } from '@pasarlens/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { loginPathFor } from '../../../lib/redirect.ts';
import { refreshCurrentUser, useAuthCheck } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { billingKeys, checkPayment, type PaymentCheckType } from '../api.ts';
import { CompanyInvoiceButton } from '../components/CompanyInvoiceButton.tsx';
import { InvoicePurchase } from '../components/InvoicePurchase.tsx';

export type PaymentResultVariant = 'success' | 'card';

/** Wording per landing page: a payment, or a card registered for auto-payment. */
const TEXT = {
  success: {
    titleKey: 'billing.result.paid.title',
    successKey: 'billing.result.paid.success',
    pendingKey: 'billing.result.paid.pending',
    pendingBodyKey: 'billing.result.paid.pendingBody',
    failedKey: 'billing.result.paid.failed',
    failedBodyKey: 'billing.result.paid.failedBody',
  },
  card: {
    titleKey: 'billing.result.card.title',
    successKey: 'billing.result.card.success',
    pendingKey: 'billing.result.card.pending',
    pendingBodyKey: 'billing.result.card.pendingBody',
    failedKey: 'billing.result.card.failed',
    failedBodyKey: 'billing.result.card.failedBody',
  },
} satisfies Record<PaymentResultVariant, Record<string, string>>;

type Text = (typeof TEXT)[PaymentResultVariant];

/**
 * /app/upgrade/pembayaran/berhasil and /kartu, where the payment portal sends the payer back with
 * ?order_id= (and type=download_credit for download quota). Public, so the portal's redirect lands
 * even without a session; a signed-in payer sees the status check, anyone else is asked to log in.
 */
export default function PaymentResultPage({ variant }: { variant: PaymentResultVariant }) {
  const { t } = useTranslation();
  const text = TEXT[variant];
  useDocumentTitle(t(text.titleKey));
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const type: PaymentCheckType = params.get('type') === 'download_credit' ? 'download_credit' : 'plan';
  const auth = useAuthCheck({ enabled: orderId !== null });

  let content: ReactNode;
  if (orderId === null) {
    content = <Result status="info" title={t(text.titleKey)} subTitle={t('billing.result.noOrder')} extra={<ResultLinks />} data-testid="result-no-order" />;
  } else if (auth.isPending) {
    content = <FullPageSpinner inline />;
  } else if (auth.isError) {
    content = (
      <Result
        status="warning"
        title={t('auth.guard.checkFailed')}
        subTitle={isApiError(auth.error) ? failureMessage(t, auth.error.failure) : t('errors.unexpected')}
        extra={<Button onClick={() => void auth.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!auth.data) {
    content = (
      <Result
        status="info"
        title={t(text.titleKey)}
        subTitle={t('billing.result.loginToSee')}
        extra={
          <LinkButton type="primary" to={loginPathFor(`${location.pathname}${location.search}`)} data-testid="result-login">
            {t('publicNav.login')}
          </LinkButton>
        }
        data-testid="result-login-needed"
      />
    );
  } else {
    content = <PaymentStatus orderId={orderId} type={type} text={text} user={auth.data} />;
  }
  return <div className="pl-content">{content}</div>;
}

function ResultLinks() {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <LinkButton type="primary" to={paths.home}>
        {t('billing.result.toDashboard')}
      </LinkButton>
      <LinkButton to={paths.managePayment}>{t('billing.result.toPayments')}</LinkButton>
    </Space>
  );
}

/** Runs the status check on load and shows its answer; a success reloads the user's plan and quota. */
function PaymentStatus({ orderId, type, text, user }: { orderId: string; type: PaymentCheckType; text: Text; user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: billingKeys.check(type, orderId),
    queryFn: async () => unwrap(await checkPayment(type, orderId)),
    retry: false,
    staleTime: Infinity,
  });
  const succeeded = check.data?.result === 'success';
  useEffect(() => {
    if (!succeeded) return;
    void refreshCurrentUser(queryClient);
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  }, [succeeded, queryClient]);

  const checkAgain = (
    <Button type="primary" onClick={() => void check.refetch()} loading={check.isFetching} data-testid="check-again">
      {t('billing.result.checkAgain')}
    </Button>
  );

  if (check.isPending) return <FullPageSpinner inline />;
  if (check.isError) {
    const failure = isApiError(check.error) ? check.error.failure : null;
    return (
      <Result
        status="error"
        title={t('errors.PAYMENT_CHECK_FAILED')}
        subTitle={failure && failure.body?.code !== 'PAYMENT_CHECK_FAILED' ? failureMessage(t, failure) : t('billing.result.checkFailedBody')}
        extra={checkAgain}
        data-testid="result-check-failed"
      />
    );
  }
  const { result, invoice } = check.data;
  if (result === 'pending') {
    return <Result status="info" title={t(text.pendingKey)} subTitle={t(text.pendingBodyKey)} extra={checkAgain} data-testid="result-pending" />;
  }
  if (result === 'failed') {
    return (
      <Result
        status="error"
        title={t(text.failedKey)}
        subTitle={t(text.failedBodyKey)}
        extra={
          <LinkButton type="primary" to={invoice.kind === 'download_credit' ? paths.downloadQuota : paths.pricing} data-testid="result-try-again">
            {t('billing.result.tryAgain')}
          </LinkButton>
        }
        data-testid="result-failed"
      />
    );
  }
  return <PaymentSucceeded check={check.data} title={t(text.successKey)} user={user} />;
}

function PaymentSucceeded({ check: { invoice }, title, user }: { check: PaymentCheck; title: string; user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { premium } = user;
  // The plan's end date, once the reloaded user carries the plan just bought.
  const planUntil = invoice.plan && isPaidPlan(premium.name) && premium.name === invoice.plan && premium.expired_at ? premium.expired_at : null;
  return (
    <Result
      status="success"
      title={title}
      data-testid="result-success"
      subTitle={
        <>
          <span data-testid="result-bought">
            <InvoicePurchase invoice={invoice} />
          </span>
          {planUntil && <div data-testid="result-plan-until">{t('billing.result.planUntil', { date: formatDate(planUntil, language) })}</div>}
        </>
      }
      extra={
        <Space orientation="vertical" align="center">
          {invoice.companyInvoiceUrl && <CompanyInvoiceButton url={invoice.companyInvoiceUrl} />}
          <ResultLinks />
        </Space>
      }
    />
  );
}
