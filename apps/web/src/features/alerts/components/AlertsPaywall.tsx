import { LockOutlined } from '@ant-design/icons';

import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { planName } from '../../../lib/plan.ts';

/** Spec §6: price alerts need at least Basic. */
export function AlertsPaywall() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<LockOutlined />}
      data-testid="paywall"
      title={t('alerts.paywall.title')}
      subTitle={t('alerts.paywall.text', { plan: planName(t, 'basic') })}
      extra={
        <LinkButton type="primary" to={paths.pricing} data-testid="paywall-cta">
          {t('alerts.paywall.cta')}
        </LinkButton>
      }
    />
  );
}
