import { CONFIDENCE_LEVELS, confidenceLevel, type ConfidenceMix } from '@pasarlens/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatPercent } from '../../../lib/format.ts';

/** How each confidence level is drawn and explained (the badge and the legend). */
export const CONFIDENCE_TAGS = {
  high: { colour: 'green', labelKey: 'research.confidence.high', explainKey: 'research.confidence.explain.high' },
  medium: { colour: 'blue', labelKey: 'research.confidence.medium', explainKey: 'research.confidence.explain.medium' },
  low: { colour: 'orange', labelKey: 'research.confidence.low', explainKey: 'research.confidence.explain.low' },
} as const;

/**
 * How far a figure can be trusted, beside its provenance: the level at least half its revenue
 * reaches, and in the tooltip what each level means with its share of the revenue. Nothing
 * without revenue to weigh.
 */
export function ConfidenceBadge({ mix }: { mix: ConfidenceMix | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!mix) return null;
  const level = confidenceLevel(mix);
  const parts = CONFIDENCE_LEVELS.filter((l) => mix[l] > 0);
  const explanation = (
    <div data-testid="confidence-explanation">
      {parts.map((l) => (
        <div key={l}>
          {parts.length > 1 && `${formatPercent(mix[l], language)} · `}
          {t(CONFIDENCE_TAGS[l].explainKey)}
        </div>
      ))}
    </div>
  );
  return (
    <Tooltip title={explanation}>
      <Tag
        color={CONFIDENCE_TAGS[level].colour}
        className="pl-confidence-tag"
        data-testid="confidence-badge"
        data-level={level}
      >
        {t(CONFIDENCE_TAGS[level].labelKey)}
      </Tag>
    </Tooltip>
  );
}
