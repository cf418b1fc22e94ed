import { STORE_SORT_KEYS, TOKEN_COSTS, type StoreSearchInput } from '@pasarlens/contracts';
import { Card, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { researchQueries } from '../queries.ts';
import { allowedRefinements, useChargedQuery, useResearchSupport } from '../hooks.ts';
import { marketplaceParam, orderParam, pageParam, pageSizeParam, storeSortParam, toApiPage } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { ResearchError } from './ResearchError.tsx';
import { SortSelect } from './SortSelect.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { StoreTable } from './StoreTable.tsx';
import { CostNote } from './CostNote.tsx';

/**
 * Stores of the URL's marketplace by name (?q=, which may be empty: the top stores), sorted and
 * paged on the server: the search card and the results card. Nothing is asked (or charged)
 * before a search; `q` in the URL, even empty, is the search. A store opens `pathOf`'s page.
 */
export function StoreSearch({ prompt, pathOf }: { prompt: string; pathOf?: (storeId: number) => string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const searched = params.has('q');
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params);
  const sort = storeSortParam(params);
  const refinable = useResearchSupport();

  const input: StoreSearchInput = {
    marketplace,
    ...(q ? { q } : {}),
    page: toApiPage(page, marketplace),
    page_size: pageSizeParam(params),
    ...allowedRefinements(refinable, sort, orderParam(params)),
  };
  const { query: stores, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.stores(input), {
    enabled: searched,
    keepPrevious: true,
  });
  const answer = stores.data;

  const search = (value: string) =>
    setParams((current) => {
      current.set('q', value.trim());
      current.delete('page');
      return current;
    });

  return (
    <>
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
        <CostNote>{t('research.store.cost', { count: TOKEN_COSTS.search })}</CostNote>
        <div className="pl-research-toolbar">
          <span />
          <SortSelect
            keys={STORE_SORT_KEYS}
            value={sort}
            disabled={!refinable}
            onChange={(key) => update({ sort: key, page: null })}
          />
        </div>
      </Card>
      <Card className="pl-card pl-research-card">
        {!searched ? (
          <Empty data-testid="store-search-prompt" description={prompt} />
        ) : costPrompt ? (
          costPrompt
        ) : stores.isError ? (
          <ResearchError
            error={stores.error}
            tool="store"
            emptyKind="store"
            request={{ marketplace, kind: 'store', reference: q }}
          />
        ) : answer && answer.data.items.length === 0 ? (
          <NoResults kind="store" request={{ marketplace, kind: 'store', reference: q }} />
        ) : (
          <>
            {answer && (
              <div className="pl-download-bar">
                <DownloadButton source="store_research/stores" input={input} total={answer.data.total_count} />
              </div>
            )}
            <StoreTable
              answer={answer}
              placeholder={stores.isPlaceholderData}
              loading={stores.isFetching}
              marketplace={marketplace}
              page={page}
              sort={sort}
              pathOf={pathOf}
            />
            {answer && (!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
          </>
        )}
      </Card>
    </>
  );
}
