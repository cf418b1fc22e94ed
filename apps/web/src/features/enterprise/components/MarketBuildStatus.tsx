import type { MarketBuildView } from '@pasarlens/contracts';
import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Progress, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';

/** A market whose figures are not ready: how far its build is, or that it failed and how to retry. */
export function MarketBuildStatus({
  build,
  marketId,
  editable,
}: {
  build: MarketBuildView;
  marketId: number;
  editable: boolean;
}) {
  const { t } = useTranslation();
  if (build.state === 'ready') return null;
  if (build.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="market-build-failed"
        title={t('enterprise.build.failed')}
        description={t(editable ? 'enterprise.build.failedHint' : 'enterprise.build.failedHintProvider')}
        action={
          editable && (
            <LinkButton size="small" to={paths.editEnterpriseItem('market', marketId)}>
              {t('enterprise.item.edit')}
            </LinkButton>
          )
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      // A spinner, not the info mark: it sits beside the first-time guide's info box on the dashboard.
      icon={<LoadingOutlined />}
      data-testid="market-building"
      title={t('enterprise.build.building')}
      description={
        <>
          <Progress percent={build.progress} size="small" data-testid="market-build-progress" />
          {t('enterprise.build.buildingHint')}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** A market's build in a few words ("Disiapkan 43%", "Gagal disiapkan"), for a market that is not ready. */
export const buildTagText = (t: TFunction, build: MarketBuildView) =>
  t(`enterprise.build.${build.state === 'failed' ? 'failedTag' : 'buildingTag'}`, { progress: build.progress });

/** A list row's tag for a market whose figures are not ready. */
export function MarketBuildTag({ build }: { build: MarketBuildView | undefined }) {
  const { t } = useTranslation();
  if (!build || build.state === 'ready') return null;
  return <Tag color={build.state === 'failed' ? 'red' : 'blue'}>{buildTagText(t, build)}</Tag>;
}
