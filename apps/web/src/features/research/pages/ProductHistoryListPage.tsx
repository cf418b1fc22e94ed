import { TOKEN_COSTS } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { marketplaceChange, ProductSearch } from '../components/ProductSearch.tsx';
import { HistoryIntro } from '../components/history/HistoryIntro.tsx';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/history/product: find the product by keyword (product research, ?marketplace=&q=, sorted,
 * filtered and paged on the server) and open its history.
 */
export default function ProductHistoryListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('history.product.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  return (
    <div className="pl-page" data-testid="product-history-list">
      <HistoryIntro
        title={t('history.product.title')}
        lead={t('history.product.lead')}
        cost={TOKEN_COSTS.historicalProductDetail}
      />
      <MarketplaceTabs value={marketplaceParam(params)} onChange={(next) => update(marketplaceChange(next))} />
      <ProductSearch
        prompt={t('history.product.prompt')}
        onOpen={(productId) => void navigate(paths.productHistory(productId))}
        storePath={paths.storeHistory}
      />
    </div>
  );
}
