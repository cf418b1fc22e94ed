import { MailOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { ResendVerification } from './ResendVerification.tsx';

/** "Verification sent to {email}" with a resend button (after registration, and on /verify-email?email=). */
export function VerificationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<MailOutlined style={{ color: 'var(--pl-primary)' }} />}
      title={t('auth.verify.sentTitle')}
      subTitle={
        <span data-testid="verification-sent">
          <Trans i18nKey="auth.verify.sentTo" values={{ email }} components={{ strong: <strong /> }} />
        </span>
      }
      extra={
        <div className="pl-stack">
          <Typography.Paragraph type="secondary">{t('auth.verify.sentHint')}</Typography.Paragraph>
          <ResendVerification email={email} />
          <LinkButton type="link" to={paths.login}>
            {t('auth.verify.toLogin')}
          </LinkButton>
        </div>
      }
    />
  );
}
