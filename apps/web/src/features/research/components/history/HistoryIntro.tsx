import { TOKEN_COSTS } from '@pasarlens/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../../lib/session.tsx';
import { Paywall } from '../Paywall.tsx';

/**
 * The head of a history list page: its title and lead, what a history costs (spec §9: opening the
 * page nothing, each range `cost`), and, for a plan without history, the paywall up front.
 */
export function HistoryIntro({ title, lead, cost }: { title: string; lead: string; cost: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="history-cost-intro">
        {t('history.cost', { count: cost, open: TOKEN_COSTS.historicalOpen })}
      </Typography.Paragraph>
      {!user.premium.historicalSupport && <Paywall kind="charts" />}
    </>
  );
}
