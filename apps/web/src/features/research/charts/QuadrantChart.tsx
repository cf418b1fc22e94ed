import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { Chart } from '../../../components/charts/Chart.tsx';
import { productQuadrantOption, quadrantProductId, type ProductQuadrant } from './chartOptions.ts';

/** A store's products by 30-day units and revenue, split at the medians; a dot opens its product. */
export default function QuadrantChart({
  quadrant,
  onOpen,
}: {
  quadrant: ProductQuadrant;
  onOpen: (productId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const option = productQuadrantOption(
    quadrant,
    {
      units: t('history.quadrant.units'),
      revenue: t('history.quadrant.revenue'),
      median: t('history.quadrant.median'),
    },
    language,
  );
  return (
    <Chart
      option={option}
      height={380}
      label={t('history.quadrant.title')}
      testId="quadrant-chart"
      onEvents={{
        click: (params) => {
          const productId = quadrantProductId(params);
          if (productId !== undefined) onOpen(productId);
        },
      }}
    />
  );
}
