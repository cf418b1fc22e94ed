import { Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { verifyEmailQuery } from '../queries.ts';
import { AuthResultFrame } from '../components/AuthResultFrame.tsx';
import { ResendVerification } from '../components/ResendVerification.tsx';
import { VerificationSent } from '../components/VerificationSent.tsx';

/** /verify-email?token=… verifies; /verify-email?email=… shows "sent" with resend; otherwise a resend form. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  useDocumentTitle(t('auth.verify.title'));

  // A query (not an effect) so that the one-time token is sent once, even under StrictMode.
  const verification = useQuery({ ...verifyEmailQuery(token ?? ''), enabled: Boolean(token) });

  if (!token) {
    if (email) {
      return (
        <AuthResultFrame>
          <VerificationSent email={email} />
        </AuthResultFrame>
      );
    }
    return (
      <AuthResultFrame>
        <Result
          status="info"
          title={t('auth.verify.resendTitle')}
          subTitle={t('auth.verify.resendSubtitle')}
          extra={
            <div className="pl-stack pl-stack--narrow">
              <ResendVerification />
            </div>
          }
        />
      </AuthResultFrame>
    );
  }

  if (verification.isPending) {
    return (
      <AuthResultFrame>
        <Result
          icon={<Spin size="large" />}
          title={t('auth.verify.verifying')}
          subTitle={t('auth.verify.verifyingHint')}
          data-testid="verify-verifying"
        />
      </AuthResultFrame>
    );
  }

  const verified = verification.data;
  if (verified) {
    return (
      <AuthResultFrame>
        <Result
          status="success"
          title={t('auth.verify.successTitle')}
          subTitle={
            <span data-testid="verify-success">
              {t('auth.verify.successSubtitle')} <Typography.Text strong>{verified.email}</Typography.Text>
            </span>
          }
          extra={
            <LinkButton type="primary" size="large" to={paths.login} data-testid="verify-login">
              {t('auth.verify.toLogin')}
            </LinkButton>
          }
        />
      </AuthResultFrame>
    );
  }

  return (
    <AuthResultFrame>
      <Result
        status="error"
        title={t('auth.verify.failureTitle')}
        subTitle={
          <span data-testid="verify-failure">
            {isApiError(verification.error) ? failureMessage(t, verification.error.failure) : t('errors.serverError')}
          </span>
        }
        extra={
          <div className="pl-stack pl-stack--narrow">
            <Typography.Paragraph type="secondary">{t('auth.verify.failureHint')}</Typography.Paragraph>
            <ResendVerification />
          </div>
        }
      />
    </AuthResultFrame>
  );
}
