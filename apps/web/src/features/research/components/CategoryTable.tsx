import { RightOutlined } from '@ant-design/icons';
import type { CategoryNode, ResearchMarketplace } from '@pasarlens/contracts';
import { Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { researchQueries } from '../queries.ts';
import { useResearchQuery } from '../hooks.ts';
import { NoResults } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';
import { ResearchError } from './ResearchError.tsx';

/**
 * A level of categories with their 30-day market size (category research's categories call): the
 * marketplace's top level, or a category's subcategories. Choosing one goes down into it.
 */
export function CategoryTable({
  marketplace,
  parentId,
  onChoose,
  downloadable = false,
}: {
  marketplace: ResearchMarketplace;
  parentId: number | null;
  onChoose: (category: CategoryNode) => void;
  /** Offers the level as an XLSX download. */
  downloadable?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = { marketplace, ...(parentId === null ? {} : { parent_id: parentId }) };
  const query = useResearchQuery(researchQueries.categories(input));
  const answer = query.data;
  const total = answer?.data.items.reduce((sum, node) => sum + node.revenue30, 0) ?? 0;

  const columns: TableColumnsType<CategoryNode> = [
    {
      key: 'name',
      title: t('research.category.columns.name'),
      render: (_, node) => (
        <Typography.Link data-testid="category-name" onClick={() => onChoose(node)}>
          {node.name} {node.hasChildren && <RightOutlined className="pl-category-more" aria-hidden />}
        </Typography.Link>
      ),
    },
    {
      key: 'revenue30',
      title: t('research.category.columns.revenue30'),
      align: 'end',
      render: (_, node) => <RupiahRange amount={node.revenue30} range={node.revenue30Range} />,
    },
    {
      key: 'units30',
      title: t('research.category.columns.units30'),
      align: 'end',
      render: (_, node) => formatNumber(node.units30, language),
    },
    {
      key: 'share',
      title: t('research.category.columns.share'),
      align: 'end',
      render: (_, node) => (total > 0 ? formatPercent(node.revenue30 / total, language) : '—'),
    },
  ];

  if (query.isError) return <ResearchError error={query.error} tool="category" emptyKind="categories" />;
  if (!answer) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (answer.data.items.length === 0) return <NoResults kind="categories" />;
  return (
    <>
      {downloadable && (
        <div className="pl-download-bar">
          <DownloadButton source="category_research/categories" input={input} total={answer.data.items.length} />
        </div>
      )}
      <Table<CategoryNode>
        data-testid="category-table"
        rowKey="id"
        columns={columns}
        dataSource={answer.data.items}
        pagination={false}
        scroll={{ x: 640 }}
        loading={query.isFetching}
      />
      {(!answer.isPremium || answer.showPaywall) && <Paywall kind="results" />}
    </>
  );
}
