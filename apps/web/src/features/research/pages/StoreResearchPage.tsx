import { STORE_SORT_KEYS, TOKEN_COSTS, type StoreSearchInput } from '@pasarlens/contracts';
import { Card, Empty, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchKeys, researchStores } from '../api.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { NoResults } from '../components/NoResults.tsx';
import { Paywall } from '../components/Paywall.tsx';
import { ResearchError } from '../components/ResearchError.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { StoreTable } from '../components/StoreTable.tsx';
import { useResearchQuery } from '../hooks.ts';
import { marketplaceParam, pageParam, pageSizeParam, storeSortParam, toApiPage } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/research/store: stores of a marketplace by name (?q=, which may be empty: the top stores),
 * sorted and paged on the server. Nothing is asked (or charged) before a search; `q` in the URL,
 * even empty, is the search.
 */
export default function StoreResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.store.title'));
  const [params, setParams] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const searched = params.has('q');
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params);
  const sort = storeSortParam(params);

  const input: StoreSearchInput = {
    marketplace,
    ...(q ? { q } : {}),
    page: toApiPage(page, marketplace),
    page_size: pageSizeParam(params),
    sort,
  };
  const stores = useResearchQuery(researchKeys.stores(input), () => researchStores(input), { enabled: searched, keepPrevious: true });
  const answer = stores.data;

  const search = (value: string) =>
    setParams((current) => {
      current.set('q', value.trim());
      current.delete('page');
      return current;
    });

  return (
    <div className="pl-page" data-testid="store-research">
      <Typography.Title level={3}>{t('research.store.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.store.lead')}</Typography.Paragraph>
      <MarketplaceTabs value={marketplace} onChange={(next) => update({ marketplace: next, page: null })} />
      <Card className="pl-card pl-research-card">
        <Input.Search
          key={q}
          data-testid="store-search"
          defaultValue={q}
          allowClear
          enterButton={t('research.store.search')}
          size="large"
          placeholder={t('research.store.placeholder')}
          aria-label={t('research.store.placeholder')}
          onSearch={search}
        />
        <Typography.Paragraph type="secondary" className="pl-research-cost">
          {t('research.store.cost', { count: TOKEN_COSTS.search })}
        </Typography.Paragraph>
        <div className="pl-research-toolbar">
          <span />
          <SortSelect keys={STORE_SORT_KEYS} value={sort} disabled={stores.data !== undefined && !stores.data.isPremium} onChange={(key) => update({ sort: key, page: null })} />
        </div>
      </Card>
      <Card className="pl-card pl-research-card">
        {!searched ? (
          <Empty data-testid="store-search-prompt" description={t('research.store.prompt')} />
        ) : stores.isError ? (
          <ResearchError error={stores.error} tool="store" emptyKind="store" />
        ) : answer && answer.data.items.length === 0 ? (
          <NoResults kind="store" />
        ) : (
          <>
            <StoreTable answer={answer} placeholder={stores.isPlaceholderData} loading={stores.isFetching} marketplace={marketplace} page={page} sort={sort} />
            {answer && (!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
          </>
        )}
      </Card>
    </div>
  );
}
