import type { StartupProgress } from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { Logo } from '../components/Logo.tsx';
import { unwrap } from '../lib/api.ts';
import { client } from '../lib/client.ts';

/** How often a starting app is asked again. */
const POLL_MS = 2_000;

/** How far a first start is, 0–100: the simulated days are most of the work, the rollups the rest. */
export function startupPercent(progress: StartupProgress | null): number {
  if (!progress || progress.total === 0) return 0;
  const share = progress.done / progress.total;
  return Math.floor(progress.step === 'days' ? share * 90 : 90 + share * 10);
}

/**
 * On a first start the API builds the demo market before it answers (503 STARTING): the app
 * shows how far it is and opens by itself once it is ready. A server that cannot say goes on.
 */
export function StartingGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['platform', 'status'],
    queryFn: async () => unwrap(await client.status()),
    retry: false,
    refetchInterval: (query) => (query.state.data?.ready === false ? POLL_MS : false),
  });
  if (status.isPending) return <FullPageSpinner />;
  if (!status.data || status.data.ready) return children;
  return (
    <div className="pl-starting" data-testid="starting">
      <Card className="pl-card pl-starting__card">
        <Logo />
        <Typography.Title level={3}>{t('starting.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('starting.body')}</Typography.Paragraph>
        <Progress percent={startupPercent(status.data.progress)} status="active" data-testid="starting-progress" />
        <Typography.Text type="secondary">
          {t(status.data.progress?.step === 'rollups' ? 'starting.rollups' : 'starting.days')}
        </Typography.Text>
      </Card>
    </div>
  );
}
