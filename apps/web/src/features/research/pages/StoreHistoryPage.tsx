import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { StoreHeader } from '../components/StoreHeader.tsx';
import { HistoryDetail } from '../components/history/HistoryDetail.tsx';
import { HistoryPage, routeId } from '../components/history/HistoryPage.tsx';
import { ProductQuadrant } from '../components/history/ProductQuadrant.tsx';
import { useResearchQuery } from '../hooks.ts';
import { useDetailCost } from '../useDetailCost.ts';

/**
 * /app/history/store/:storeId: the store (free), its history over the URL's range
 * (TOKEN_COSTS.historicalCategoryOrStoreDetail a range, or a dashboard page's price when opened from the enterprise dashboard) in a summary and a charts tab, and the
 * quadrant of its products (?view=products).
 */
export default function StoreHistoryPage() {
  const { t } = useTranslation();
  const { cost, from } = useDetailCost();
  const storeId = routeId(useParams().storeId);
  const valid = !Number.isNaN(storeId);
  const detail = useResearchQuery(researchQueries.store(storeId), { enabled: valid });
  const store = detail.data?.data;
  useDocumentTitle(store ? t('history.pageTitle', { name: store.name }) : t('history.store.title'));

  return (
    <HistoryPage
      testId="store-history"
      backTo={paths.storeHistories}
      valid={valid}
      header={store && <StoreHeader store={store} />}
      headerPending={detail.isPending && valid}
      headerError={detail.error}
      tool="store"
      emptyKind="store"
    >
      <HistoryDetail
        cost={cost}
        query={(range) => researchQueries.storeAnalytics({ store_id: storeId, ...range, from })}
        extraTabs={[
          { key: 'products', label: t('history.tabs.quadrant'), children: <ProductQuadrant storeId={storeId} /> },
        ]}
      />
    </HistoryPage>
  );
}
