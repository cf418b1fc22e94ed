import { isPaidPlan, type CurrentUser, type InvoiceStatus, type PaymentCheck } from '@pasarlens/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { loginPathFor } from '../../../lib/redirect.ts';
import { useAuthCheck } from '../../../lib/session.tsx';
import { refreshCurrentUser } from '../../../lib/refreshCurrentUser.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BILLING_QUERY_KEYS, paymentCheckQuery, type PaymentCheckType } from '../queries.ts';
import { checkoutAgainPath, resultPathOf } from '../checkoutAgain.ts';
import { CompanyInvoiceButton } from '../components/CompanyInvoiceButton.tsx';
import { InvoicePurchase } from '../components/InvoicePurchase.tsx';

export type PaymentResultVariant = 'success' | 'card' | 'failed' | 'pending';
type Wording = 'success' | 'card';

/** Wording per kind of payment: a payment, or a card registered for auto-payment. */
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
} satisfies Record<Wording, Record<string, string>>;

/** An unpaid checkout that can no longer be paid. */
const CLOSED: Partial<Record<InvoiceStatus, { titleKey: string }>> = {
  expired: { titleKey: 'billing.result.closed.expired' },
  cancelled: { titleKey: 'billing.result.closed.cancelled' },
};

/**
 * /app/upgrade/pembayaran/berhasil, /kartu, /gagal and /menunggu, where the payment portal sends
 * the payer back by outcome with ?order_id= (and type=download_credit for download quota). Public,
 * so the portal's redirect lands even without a session; a signed-in payer sees the status check,
 * and the URL moves to the page of what the check found; anyone else is asked to log in.
 */
export default function PaymentResultPage({ variant }: { variant: PaymentResultVariant }) {
  const { t } = useTranslation();
  const text = TEXT[variant === 'card' ? 'card' : 'success'];
  useDocumentTitle(t(text.titleKey));
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const type: PaymentCheckType = params.get('type') === 'download_credit' ? 'download_credit' : 'plan';
  const auth = useAuthCheck({ enabled: orderId !== null });

  let content: ReactNode;
  if (orderId === null) {
    content = (
      <Result
        status="info"
        title={t(text.titleKey)}
        subTitle={t('billing.result.noOrder')}
        extra={<ResultLinks />}
        data-testid="result-no-order"
      />
    );
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
          <LinkButton
            type="primary"
            to={loginPathFor(`${location.pathname}${location.search}`)}
            data-testid="result-login"
          >
            {t('publicNav.login')}
          </LinkButton>
        }
        data-testid="result-login-needed"
      />
    );
  } else {
    content = <PaymentStatus orderId={orderId} type={type} user={auth.data} />;
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

/**
 * Runs the status check on load and shows its answer; a success reloads the user's plan and quota.
 * The URL follows the answer (a failure never stays on "berhasil").
 */
function PaymentStatus({ orderId, type, user }: { orderId: string; type: PaymentCheckType; user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const check = useQuery(paymentCheckQuery(type, orderId));
  const succeeded = check.data?.result === 'success';
  useEffect(() => {
    if (!succeeded) return;
    void refreshCurrentUser(queryClient);
    for (const queryKey of BILLING_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, [succeeded, queryClient]);
  const answeredPath = check.data ? resultPathOf(check.data.result, check.data.invoice) : null;
  useEffect(() => {
    if (answeredPath && answeredPath !== location.pathname)
      void navigate(`${answeredPath}${location.search}`, { replace: true });
  }, [answeredPath, location.pathname, location.search, navigate]);

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
        subTitle={
          failure && failure.body?.code !== 'PAYMENT_CHECK_FAILED'
            ? failureMessage(t, failure)
            : t('billing.result.checkFailedBody')
        }
        extra={checkAgain}
        data-testid="result-check-failed"
      />
    );
  }
  const { result, invoice } = check.data;
  const text = TEXT[invoice.kind === 'recurring' ? 'card' : 'success'];
  if (result === 'pending') {
    return (
      <Result
        status="info"
        title={t(text.pendingKey)}
        subTitle={t(text.pendingBodyKey)}
        extra={
          <Space wrap>
            {invoice.payUrl && (
              <Button href={invoice.payUrl} data-testid="result-pay-again">
                {t('billing.result.continuePaying')}
              </Button>
            )}
            {checkAgain}
          </Space>
        }
        data-testid="result-pending"
      />
    );
  }
  if (result === 'failed') {
    const closed = CLOSED[invoice.status];
    return (
      <Result
        status="error"
        title={closed ? t(closed.titleKey) : t(text.failedKey)}
        subTitle={closed ? t('billing.result.closed.body') : t(text.failedBodyKey)}
        extra={
          <LinkButton type="primary" to={checkoutAgainPath(invoice)} data-testid="result-try-again">
            {t('billing.result.tryAgain')}
          </LinkButton>
        }
        data-testid="result-failed"
      />
    );
  }
  return <PaymentSucceeded check={check.data} title={t(text.successKey)} user={user} />;
}

function PaymentSucceeded({
  check: { invoice },
  title,
  user,
}: {
  check: PaymentCheck;
  title: string;
  user: CurrentUser;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { premium } = user;
  // The plan's end date, once the reloaded user carries the plan just bought.
  const planUntil =
    invoice.plan && isPaidPlan(premium.name) && premium.name === invoice.plan && premium.expired_at
      ? premium.expired_at
      : null;
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
          {planUntil && (
            <div data-testid="result-plan-until">
              {t('billing.result.planUntil', { date: formatDate(planUntil, language) })}
            </div>
          )}
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
