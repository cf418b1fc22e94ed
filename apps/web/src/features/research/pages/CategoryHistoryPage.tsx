import { Breadcrumb, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { useCategoryTree } from '../categoryTree.ts';
import { BrandShares } from '../components/BrandShares.tsx';
import { marketplaceLabelKey } from '../components/MarketplaceTabs.tsx';
import { HistoryDetail } from '../components/history/HistoryDetail.tsx';
import { HistoryPage, routeId } from '../components/history/HistoryPage.tsx';
import { categoryPathParam, marketplaceParam } from '../params.ts';
import { useDetailCost } from '../useDetailCost.ts';
import { DataAsOf } from '../../../components/DataAsOf.tsx';

/**
 * /app/history/category/:categoryId?marketplace=&category=12.34.56: the category (named from the
 * tree along its path; the API has no call for one category), its history over the URL's range
 * (TOKEN_COSTS.historicalCategoryOrStoreDetail a range, or a dashboard page's price when opened from the enterprise dashboard) in a summary and a charts tab, with the
 * brands' share of its revenue.
 */
export default function CategoryHistoryPage() {
  const { t } = useTranslation();
  const { cost, from } = useDetailCost();
  const categoryId = routeId(useParams().categoryId);
  const valid = !Number.isNaN(categoryId);
  const [params] = useSearchParams();
  const marketplace = marketplaceParam(params);
  const urlPath = categoryPathParam(params);
  const path = urlPath.at(-1) === categoryId ? urlPath : [];
  const tree = useCategoryTree(marketplace, path);
  const name = tree.nodes.get(categoryId)?.name;
  useDocumentTitle(name ? t('history.pageTitle', { name }) : t('history.category.title'));

  const header = (
    <Space orientation="vertical" size={4}>
      <Space wrap align="center" className="pl-store-head">
        <Typography.Title level={3} className="pl-store-head__name" data-testid="history-name">
          {name ?? t('history.category.unnamed', { id: categoryId })}
        </Typography.Title>
        {path.length > 0 && <Tag>{t(marketplaceLabelKey(marketplace))}</Tag>}
        <DataAsOf marketplaces={[marketplace]} />
      </Space>
      {path.length > 1 && (
        <Breadcrumb
          data-testid="category-path"
          items={path.map((id, index) => ({
            key: id,
            title:
              index === path.length - 1 ? (
                (tree.nodes.get(id)?.name ?? '…')
              ) : (
                <Link to={paths.categoryHistoryWithPath(marketplace, path.slice(0, index + 1))}>
                  {tree.nodes.get(id)?.name ?? '…'}
                </Link>
              ),
          }))}
        />
      )}
    </Space>
  );

  return (
    <HistoryPage
      testId="category-history"
      backTo={`${paths.categoryHistories}?marketplace=${marketplace}`}
      valid={valid}
      header={header}
      headerPending={false}
      headerError={null}
      tool="category"
      emptyKind="categories"
    >
      <HistoryDetail
        cost={cost}
        query={(range) => researchQueries.categoryAnalytics({ category_id: categoryId, ...range, from })}
        chartsExtra={(analytics) => <BrandShares analytics={analytics} />}
      />
    </HistoryPage>
  );
}
