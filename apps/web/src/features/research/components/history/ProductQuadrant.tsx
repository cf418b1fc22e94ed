import { STORE_FIRST_PRODUCTS, TOKEN_COSTS, type StoreProductsInput } from '@pasarlens/contracts';
import { Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { researchQueries } from '../../queries.ts';
import { productQuadrant } from '../../charts/chartOptions.ts';
import { useResearchQuery } from '../../hooks.ts';
import { NoResults } from '../NoResults.tsx';
import { Paywall } from '../Paywall.tsx';
import { ResearchError } from '../ResearchError.tsx';
import { CostNote } from '../CostNote.tsx';

const QuadrantChart = lazy(() => import('../../charts/QuadrantChart.tsx'));

/**
 * The store's product quadrant (spec §2): its first STORE_FIRST_PRODUCTS products (the server's
 * first page, as store research shows them) by 30-day units and revenue, split at the medians. A
 * product opens its own history over the same range.
 */
export function ProductQuadrant({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const input: StoreProductsInput = { store_id: storeId };
  const query = useResearchQuery(researchQueries.storeProducts(input));
  const answer = query.data;
  const quadrant = answer && productQuadrant(answer.data.items, STORE_FIRST_PRODUCTS);

  return (
    <section className="pl-section" data-testid="product-quadrant">
      <Typography.Paragraph type="secondary">
        {t('history.quadrant.lead', { count: STORE_FIRST_PRODUCTS })}
      </Typography.Paragraph>
      <CostNote>{t('history.quadrant.cost', { count: TOKEN_COSTS.search })}</CostNote>
      {query.isError ? (
        <ResearchError error={query.error} tool="store" emptyKind="storeProducts" />
      ) : !answer ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !quadrant || answer.data.items.length === 0 ? (
        <NoResults kind="storeProducts" />
      ) : (
        <>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <QuadrantChart
              quadrant={quadrant}
              onOpen={(productId) => void navigate(paths.productHistory(productId, params))}
            />
          </Suspense>
          <Typography.Paragraph type="secondary" className="pl-sales-summary__note" data-testid="quadrant-note">
            {t('history.quadrant.note')}
            {quadrant.unsold > 0 && ` ${t('history.quadrant.unsold', { count: quadrant.unsold })}`}
          </Typography.Paragraph>
          {(!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
        </>
      )}
    </section>
  );
}
