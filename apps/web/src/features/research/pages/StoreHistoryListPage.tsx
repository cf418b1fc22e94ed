import { TOKEN_COSTS } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { StoreSearch } from '../components/StoreSearch.tsx';
import { HistoryIntro } from '../components/history/HistoryIntro.tsx';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/history/store: find the store by name (store research, ?marketplace=&q=; an empty search
 * lists the top stores) and open its history.
 */
export default function StoreHistoryListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('history.store.title'));
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  return (
    <div className="pl-page" data-testid="store-history-list">
      <HistoryIntro
        title={t('history.store.title')}
        lead={t('history.store.lead')}
        cost={TOKEN_COSTS.historicalCategoryOrStoreDetail}
      />
      <MarketplaceTabs
        value={marketplaceParam(params)}
        onChange={(next) => update({ marketplace: next, page: null })}
      />
      <StoreSearch prompt={t('history.store.prompt')} pathOf={paths.storeHistory} />
    </div>
  );
}
