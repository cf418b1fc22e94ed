import { CreditCardOutlined } from '@ant-design/icons';
import { Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/**
 * Landing pages of the payment portal: /app/upgrade/pembayaran/berhasil (paid) and
 * /app/upgrade/pembayaran/kartu (card payment in progress). They are public so that the
 * portal's redirect works even when the session cookie is not sent.
 */
export default function PaymentResultPage({ variant }: { variant: 'success' | 'card' }) {
  const { t } = useTranslation();
  const success = variant === 'success';
  const title = success ? t('payment.success.title') : t('payment.card.title');
  useDocumentTitle(title);

  return (
    <div className="pl-content">
      <Result
        status={success ? 'success' : 'info'}
        icon={success ? undefined : <CreditCardOutlined style={{ color: 'var(--pl-primary)' }} />}
        title={title}
        subTitle={success ? t('payment.success.body') : t('payment.card.body')}
        extra={
          <Space wrap>
            <LinkButton type="primary" to="/app">
              {t('payment.toDashboard')}
            </LinkButton>
            <LinkButton to="/app/account/payment">{t('payment.toPayments')}</LinkButton>
          </Space>
        }
      />
    </div>
  );
}
