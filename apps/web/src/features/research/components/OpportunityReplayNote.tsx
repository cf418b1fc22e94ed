import type { OpportunityReplay } from '@pasarlens/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatPercent } from '../../../lib/format.ts';

/**
 * How the score did when this marketplace's history was replayed (decisions/040), in one sentence
 * with the figures, said plainly when it did not beat the category's median; or that it has not
 * been replayed yet.
 */
export function OpportunityReplayNote({ replay }: { replay: OpportunityReplay | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!replay)
    return (
      <Alert type="info" showIcon data-testid="opportunity-replay" title={t('research.opportunities.replay.none')} />
    );
  const growth = (x: number) => `${x >= 0 ? '+' : ''}${formatPercent(x, language, 1)}`;
  const beat = replay.growthTop > replay.growthCategory;
  const text = t(beat ? 'research.opportunities.replay.beat' : 'research.opportunities.replay.notBeat', {
    count: replay.reportedWeeks,
    top: growth(replay.growthTop),
    median: growth(replay.growthCategory),
    byRevenue: growth(replay.growthByRevenue),
    rho: replay.rankCorrelation.toFixed(2),
    categories: replay.categories,
  });
  const simulated = replay.simulated ? ` ${t('research.opportunities.replay.simulated')}` : '';
  return (
    <Alert
      type={beat ? 'success' : 'warning'}
      showIcon
      data-testid="opportunity-replay"
      data-beat={beat}
      title={`${text}${simulated}`}
    />
  );
}
