import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { ProductDrawer } from '../components/ProductDrawer.tsx';
import { marketplaceChange, ProductSearch } from '../components/ProductSearch.tsx';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/research/product: products by keyword (?q=) on a marketplace, filtered, sorted and paged on
 * the server; a product opens its detail drawer with the variants and affiliate modals.
 */
export default function ProductResearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('research.product.title'));
  const [params] = useSearchParams();
  const update = useParamsUpdater();

  return (
    <div className="pl-page" data-testid="product-research">
      <Typography.Title level={3}>{t('research.product.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.product.lead')}</Typography.Paragraph>
      <MarketplaceTabs value={marketplaceParam(params)} onChange={(next) => update(marketplaceChange(next))} />
      <ProductSearch prompt={t('research.product.prompt')} />
      <ProductDrawer />
    </div>
  );
}
