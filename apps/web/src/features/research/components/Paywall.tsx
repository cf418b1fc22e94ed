import { LockOutlined } from '@ant-design/icons';
import { FREE_RESULT_LIMIT, PLANS } from '@pasarlens/contracts';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';

export type PaywallKind = 'results' | 'charts' | 'details';

const TEXT_KEYS: Record<PaywallKind, string> = {
  results: 'research.paywall.results',
  charts: 'research.paywall.charts',
  details: 'research.paywall.details',
};

/**
 * Shown wherever an answer says `isPremium: false` or `showPaywall: true` (spec §6): what the free
 * view leaves out, and the way to the plans. Charts and history need Smart (spec §6).
 */
export function Paywall({ kind, title }: { kind: PaywallKind; title?: string }) {
  const { t } = useTranslation();
  return (
    <Card className="pl-card pl-paywall" data-testid="paywall" data-kind={kind}>
      <Space align="start" size="middle" className="pl-paywall__body">
        <LockOutlined className="pl-paywall__icon" aria-hidden />
        <div>
          <Typography.Title level={5} className="pl-paywall__title">
            {title ?? t('research.paywall.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="pl-paywall__text">
            {t(TEXT_KEYS[kind], { count: FREE_RESULT_LIMIT, plan: PLANS.smart.title })}
          </Typography.Paragraph>
          <LinkButton type="primary" to="/harga" data-testid="paywall-cta">
            {t('research.paywall.cta')}
          </LinkButton>
        </div>
      </Space>
    </Card>
  );
}
