import { LockOutlined } from '@ant-design/icons';

import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { planName } from '../../../lib/plan.ts';

/** Spec §6: the enterprise dashboard is Genius's and up; everyone else sees what it offers and the way to the plans. */
export function EnterprisePaywall() {
  const { t } = useTranslation();
  return (
    <Card className="pl-card pl-paywall" data-testid="paywall" data-kind="enterprise">
      <Space align="start" size="middle">
        <LockOutlined aria-hidden />
        <div>
          <Typography.Title level={5}>
            {t('enterprise.paywall.title', { plan: planName(t, 'genius') })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('enterprise.paywall.text', { plan: planName(t, 'genius') })}
          </Typography.Paragraph>
          <LinkButton type="primary" to={paths.pricing} data-testid="paywall-cta">
            {t('enterprise.paywall.cta')}
          </LinkButton>
        </div>
      </Space>
    </Card>
  );
}
