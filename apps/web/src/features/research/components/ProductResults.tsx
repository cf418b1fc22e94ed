import type { Paged, ProductSummary, ResearchAnswer, ResearchMarketplace } from '@pasarlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import type { EmptyKind } from './NoResults.tsx';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { ProductTable } from './ProductTable.tsx';
import { ResearchError, type ResearchTool } from './ResearchError.tsx';

/**
 * A product list answer as the page shows it: the failure, "nothing found", or the rows (the
 * limited free rows with the paywall under them). A name opens the product drawer (?product=).
 */
export function ProductResults({
  query,
  marketplace,
  page,
  sort,
  tool,
  emptyKind,
  showStore,
}: {
  query: UseQueryResult<ResearchAnswer<Paged<ProductSummary>>>;
  marketplace: ResearchMarketplace | undefined;
  page: number;
  sort: string | undefined;
  tool: ResearchTool;
  emptyKind: EmptyKind;
  showStore?: boolean;
}) {
  const update = useParamsUpdater();
  const answer = query.data;
  if (query.isError) return <ResearchError error={query.error} tool={tool} emptyKind={emptyKind} />;
  if (answer && answer.data.items.length === 0) return <NoResults kind={emptyKind} />;
  return (
    <>
      <ProductTable
        answer={answer}
        placeholder={query.isPlaceholderData}
        loading={query.isFetching}
        marketplace={marketplace}
        page={page}
        sort={sort}
        showStore={showStore}
        onOpen={(productId) => update({ product: productId, modal: null, panel: null })}
      />
      {answer && (!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
    </>
  );
}
