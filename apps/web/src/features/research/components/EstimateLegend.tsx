import { CONFIDENCE_LEVELS } from '@pasarlens/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_TAGS } from './ConfidenceBadge.tsx';

/**
 * What the marks beside the figures mean: the "Estimated" tag and the three confidence levels,
 * under every table or summary that shows them.
 */
export function EstimateLegend() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" className="pl-estimate-legend" data-testid="estimate-legend">
      <span className="pl-estimate-legend__item">
        <Tag color="gold" className="pl-estimate-tag">
          {t('research.provenance.estimated')}
        </Tag>
        {t('research.legend.estimated')}
      </span>
      {CONFIDENCE_LEVELS.map((level) => (
        <span key={level} className="pl-estimate-legend__item" data-level={level}>
          <Tag color={CONFIDENCE_TAGS[level].colour} className="pl-confidence-tag">
            {t(CONFIDENCE_TAGS[level].labelKey)}
          </Tag>
          {t(CONFIDENCE_TAGS[level].explainKey)}
        </span>
      ))}
    </Typography.Paragraph>
  );
}
