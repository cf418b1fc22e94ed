import type { ReactNode } from 'react';
import { BellOutlined } from '@ant-design/icons';
import {
  ALERT_PLATFORMS,
  ALERTS_PER_BATCH,
  type DataRequestInput,
  type DownloadSource,
  type Paged,
  type ProductSummary,
  type ResearchAnswer,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { useParamsUpdater } from '../useParamsUpdater.ts';
import type { EmptyKind } from './NoResults.tsx';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { ProductTable } from './ProductTable.tsx';
import { ResearchError, type ResearchTool } from './ResearchError.tsx';

/**
 * A product list answer as the page shows it: the failure, "nothing found", or the rows (the
 * limited free rows with the paywall under them). A name opens the product drawer (?product=), or
 * what `onOpen` says.
 */
export function ProductResults({
  query,
  marketplace,
  page,
  sort,
  tool,
  emptyKind,
  showStore,
  storePath,
  onOpen,
  request,
  costPrompt,
  download,
}: {
  query: UseQueryResult<ResearchAnswer<Paged<ProductSummary>>>;
  marketplace: ResearchMarketplace | undefined;
  page: number;
  sort: string | undefined;
  tool: ResearchTool;
  emptyKind: EmptyKind;
  showStore?: boolean;
  storePath?: (storeId: number) => string;
  /** What a product opens: its detail drawer (?product=) unless told. */
  onOpen?: (productId: number) => void;
  /** What to offer to collect when nothing is found. */
  request?: DataRequestInput | undefined;
  /** The cost to agree to before the list is asked for (useChargedQuery), shown in its place. */
  costPrompt?: ReactNode;
  /** The export of this list: its source and the screen's input (spec §7 downloads). */
  download?: { source: DownloadSource; input: Record<string, unknown> };
}) {
  const { t } = useTranslation();
  const update = useParamsUpdater();
  const answer = query.data;
  const watchable = (answer?.data.items ?? [])
    .filter((p) => (ALERT_PLATFORMS as readonly string[]).includes(p.marketplace))
    .slice(0, ALERTS_PER_BATCH);
  if (costPrompt) return costPrompt;
  if (query.isError) return <ResearchError error={query.error} tool={tool} emptyKind={emptyKind} request={request} />;
  if (answer && answer.data.items.length === 0) return <NoResults kind={emptyKind} request={request} />;
  return (
    <>
      {download && answer && (
        <div className="pl-download-bar">
          <DownloadButton source={download.source} input={download.input} total={answer.data.total_count} />
        </div>
      )}
      <ProductTable
        answer={answer}
        placeholder={query.isPlaceholderData}
        loading={query.isFetching}
        marketplace={marketplace}
        page={page}
        sort={sort}
        showStore={showStore}
        storePath={storePath}
        onOpen={onOpen ?? ((productId) => update({ product: productId, modal: null, panel: null }))}
      />
      {watchable.length > 1 && (
        <LinkButton
          icon={<BellOutlined />}
          to={paths.newPriceAlertsFor(watchable.map((p) => p.productId))}
          className="pl-wrapping-button"
          style={{ marginTop: 12 }}
          data-testid="add-price-alerts"
        >
          {t('research.addPriceAlerts', { count: watchable.length })}
        </LinkButton>
      )}
      {answer && (!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
    </>
  );
}
