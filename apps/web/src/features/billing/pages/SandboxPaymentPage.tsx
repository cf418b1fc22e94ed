import { ExperimentOutlined } from '@ant-design/icons';
import {
  SANDBOX_OUTCOMES,
  type PaymentMethod,
  type SandboxOutcome,
  type SandboxTransaction,
} from '@pasarlens/contracts';
import { Alert, Button, Card, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { leaveTo } from '../../../lib/browser.ts';
import { formatIdr } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { paySandboxMutation, sandboxTransactionQuery } from '../queries.ts';
import { MethodLabel } from '../components/MethodLabel.tsx';
import { useLanguage } from '../../../i18n/language.ts';

/** The gateway's sandbox test cards: the first approves later auto-payment charges, the second declines them. */
const TEST_CARDS = [
  { number: '4811 1111 1111 1114', noteKey: 'billing.sandbox.cardApproves' },
  { number: '4911 1111 1111 1113', noteKey: 'billing.sandbox.cardDeclines' },
] as const;

const OUTCOME_LABELS: Record<SandboxOutcome, { labelKey: string }> = {
  success: { labelKey: 'billing.sandbox.outcomes.success' },
  failure: { labelKey: 'billing.sandbox.outcomes.failure' },
  pending: { labelKey: 'billing.sandbox.outcomes.pending' },
};

const CARD_NUMBER = /^\d{16}$/;

/** Methods the payer may choose: only a card when it is saved for auto-payment. */
const methodsOf = (transaction: SandboxTransaction): PaymentMethod[] =>
  transaction.saveCard ? transaction.methods.filter((method) => method === 'credit_card') : transaction.methods;

/** /sandbox/pay/:token — the test-mode payment portal that stands in for the real gateway's page. */
export default function SandboxPaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.sandbox.title'));
  const { token = '' } = useParams();
  const transaction = useQuery(sandboxTransactionQuery(token));

  return (
    <div className="pl-content">
      <Typography.Title level={2}>
        <ExperimentOutlined /> {t('billing.sandbox.title')}
      </Typography.Title>
      <Alert type="warning" showIcon title={t('billing.sandbox.testMode')} style={{ marginBottom: 16 }} />
      {transaction.isPending && <Skeleton active />}
      {transaction.isError && (
        <ApiErrorAlert
          failure={isApiError(transaction.error) ? transaction.error.failure : null}
          error={transaction.error}
          testId="sandbox-error"
        />
      )}
      {transaction.data && <SandboxCheckout token={token} transaction={transaction.data} />}
    </div>
  );
}

function SandboxCheckout({ token, transaction }: { token: string; transaction: SandboxTransaction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const methods = methodsOf(transaction);
  const [method, setMethod] = useState<PaymentMethod | undefined>(methods[0]);
  const [outcome, setOutcome] = useState<SandboxOutcome>('success');
  const [cardNumber, setCardNumber] = useState<string>(TEST_CARDS[0].number);
  const digits = cardNumber.replace(/\s+/g, '');
  const cardInvalid = method === 'credit_card' && !CARD_NUMBER.test(digits);

  const mutation = useMutation({
    ...paySandboxMutation(),
    onSuccess: ({ finishUrl }) => {
      if (finishUrl.startsWith('/') && !finishUrl.startsWith('//')) void navigate(finishUrl);
      else leaveTo(finishUrl);
    },
  });

  return (
    <Card className="pl-card" data-testid="sandbox-checkout">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('billing.sandbox.order', { orderId: transaction.orderId })}
      </Typography.Title>
      <dl className="pl-summary">
        {transaction.items.map((item) => (
          <div className="pl-summary__row" key={item.name}>
            <dt>
              {item.name}
              {item.quantity > 1 && ` × ${item.quantity}`}
            </dt>
            <dd>{formatIdr(item.price * item.quantity, language)}</dd>
          </div>
        ))}
        <div className="pl-summary__row pl-summary__row--total">
          <dt>{t('billing.summary.total')}</dt>
          <dd data-testid="sandbox-total">{formatIdr(transaction.grossAmount, language)}</dd>
        </div>
      </dl>
      {transaction.status !== 'pending' && (
        <Alert
          type="warning"
          showIcon
          title={t('billing.sandbox.closed', { status: transaction.status })}
          style={{ marginBottom: 16 }}
          data-testid="sandbox-closed"
        />
      )}
      {transaction.saveCard && (
        <Alert type="info" showIcon title={t('billing.sandbox.saveCard')} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical" component="div">
        <Form.Item label={t('billing.sandbox.method')}>
          <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {methods.map((option) => (
              <Radio key={option} value={option} data-testid={`method-${option}`}>
                <MethodLabel method={option} />
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {method === 'credit_card' && (
          <Form.Item
            label={t('billing.sandbox.cardNumber')}
            validateStatus={cardInvalid ? 'error' : undefined}
            help={cardInvalid ? t('billing.sandbox.cardInvalid') : undefined}
          >
            <Input
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              inputMode="numeric"
              data-testid="card-number"
            />
            <ul className="pl-test-cards">
              {TEST_CARDS.map((card) => (
                <li key={card.number}>
                  <Button type="link" size="small" onClick={() => setCardNumber(card.number)}>
                    {card.number}
                  </Button>{' '}
                  {t(card.noteKey)}
                </li>
              ))}
            </ul>
          </Form.Item>
        )}
        <Form.Item label={t('billing.sandbox.outcome')}>
          <Radio.Group value={outcome} onChange={(event) => setOutcome(event.target.value as SandboxOutcome)}>
            {SANDBOX_OUTCOMES.map((option) => (
              <Radio key={option} value={option} data-testid={`outcome-${option}`}>
                {t(OUTCOME_LABELS[option].labelKey)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
      <ApiErrorAlert
        failure={isApiError(mutation.error) ? mutation.error.failure : null}
        error={mutation.error}
        testId="sandbox-pay-error"
      />
      <Button
        type="primary"
        size="large"
        block
        disabled={!method || cardInvalid}
        loading={mutation.isPending || mutation.isSuccess}
        onClick={() =>
          method &&
          mutation.mutate({ token, method, outcome, ...(method === 'credit_card' ? { cardNumber: digits } : {}) })
        }
        data-testid="sandbox-pay"
      >
        {t('billing.sandbox.pay', { amount: formatIdr(transaction.grossAmount, language) })}
      </Button>
    </Card>
  );
}
