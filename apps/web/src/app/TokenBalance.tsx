import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../components/LinkButton.tsx';
import { useLanguage } from '../i18n/index.ts';
import { formatNumber } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { tokensUsedUp, planName } from '../lib/plan.ts';
import { useSignedInUser } from '../lib/session.tsx';

/** Header indicator: tokens left of this month's allowance (a fresh account reads 50 / 50), and the plan; links to Manage payment. */
export function TokenBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { quota, premium } = useSignedInUser();
  const left = formatNumber(Math.max(0, quota.limit - quota.count), language);
  const limit = formatNumber(quota.limit, language);
  return (
    <Tooltip title={t('tokenBalance.tooltip', { left, limit, plan: planName(t, premium.name) })}>
      <Link
        to={paths.managePayment}
        className={`pl-tokens${quota.count >= quota.limit ? ' pl-tokens--empty' : ''}`}
        data-testid="token-balance"
        aria-label={t('tokenBalance.tooltip', { left, limit, plan: planName(t, premium.name) })}
      >
        <ThunderboltOutlined />
        <span className="pl-tokens__count">{compact ? left : `${left} / ${limit}`}</span>
        {!compact && <span className="pl-tokens__plan">{planName(t, premium.name)}</span>}
      </Link>
    </Tooltip>
  );
}

/** Spec §4: once the tokens are used up, premium access stops and limited free access remains. */
export function TokensUsedUpBanner() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!tokensUsedUp(user)) return null;
  return (
    <Alert
      banner
      type="warning"
      title={t('errors.TOKENS_EXHAUSTED')}
      description={t('tokenBalance.usedUpBody')}
      action={
        <LinkButton size="small" type="primary" to={paths.pricing}>
          {t('tokenBalance.upgrade')}
        </LinkButton>
      }
      data-testid="tokens-used-up"
    />
  );
}
