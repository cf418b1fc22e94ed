import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { StoreSearch } from '../components/StoreSearch.tsx';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/research/store: stores of a marketplace by name (?q=, which may be empty: the top stores),
 * sorted and paged on the server; a store opens its page.
 */
export default function StoreResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.store.title'));
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  return (
    <div className="pl-page" data-testid="store-research">
      <Typography.Title level={3}>{t('research.store.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.store.lead')}</Typography.Paragraph>
      <MarketplaceTabs
        value={marketplaceParam(params)}
        onChange={(next) => update({ marketplace: next, page: null })}
      />
      <StoreSearch prompt={t('research.store.prompt')} />
    </div>
  );
}
