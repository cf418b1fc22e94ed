import { LockOutlined } from '@ant-design/icons';
import { FREE_RESULT_LIMIT, type PlanId } from '@pasarlens/contracts';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { planName } from '../../../lib/plan.ts';

export type PaywallKind = 'results' | 'charts' | 'details' | 'keywords' | 'ads';

const TEXT_KEYS: Record<PaywallKind, string> = {
  results: 'research.paywall.results',
  charts: 'research.paywall.charts',
  details: 'research.paywall.details',
  keywords: 'research.paywall.keywords',
  ads: 'research.paywall.ads',
};

/** The plan a kind of data needs at least (spec §6: charts and history need Smart; ads spy any paid plan). */
const PLAN_NEEDED: Record<PaywallKind, PlanId> = {
  results: 'basic',
  charts: 'smart',
  details: 'basic',
  keywords: 'basic',
  ads: 'basic',
};

/**
 * Shown wherever an answer says `isPremium: false` or `showPaywall: true` (spec §6): what the free
 * view leaves out, and the way to the plans.
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
            {t(TEXT_KEYS[kind], { count: FREE_RESULT_LIMIT, plan: planName(t, PLAN_NEEDED[kind]) })}
          </Typography.Paragraph>
          <LinkButton type="primary" to={paths.pricing} data-testid="paywall-cta">
            {t('research.paywall.cta')}
          </LinkButton>
        </div>
      </Space>
    </Card>
  );
}
