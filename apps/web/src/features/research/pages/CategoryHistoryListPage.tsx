import { TOKEN_COSTS } from '@pasarlens/contracts';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useCategoryTree } from '../categoryTree.ts';
import { CategoryPicker } from '../components/CategoryPicker.tsx';
import { CategoryTable } from '../components/CategoryTable.tsx';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { HistoryIntro } from '../components/history/HistoryIntro.tsx';
import { marketplaceParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/**
 * /app/history/category: a marketplace (?marketplace=), then a category of any level from the
 * tree (or one of the top level with its market size) opens that category's history.
 */
export default function CategoryHistoryListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('history.category.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const update = useParamsUpdater();
  const marketplace = marketplaceParam(params);
  const tree = useCategoryTree(marketplace, []);
  const open = (path: number[]) => {
    if (path.length > 0) void navigate(paths.categoryHistoryWithPath(marketplace, path));
  };

  return (
    <div className="pl-page" data-testid="category-history-list">
      <HistoryIntro
        title={t('history.category.title')}
        lead={t('history.category.lead')}
        cost={TOKEN_COSTS.historicalCategoryOrStoreDetail}
      />
      <MarketplaceTabs value={marketplace} onChange={(next) => update({ marketplace: next })} />
      <Card className="pl-card pl-research-card">
        <Space orientation="vertical" size="small" className="pl-full-width">
          <Typography.Text>{t('history.category.pick')}</Typography.Text>
          <CategoryPicker key={marketplace} tree={tree} value={[]} onChange={open} />
        </Space>
      </Card>
      <Card className="pl-card pl-research-card" title={t('research.category.topLevel')}>
        <CategoryTable marketplace={marketplace} parentId={null} onChoose={(node) => open([node.id])} />
      </Card>
    </div>
  );
}
