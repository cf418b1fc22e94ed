import { RESEARCH_PAGE_SIZES, type Paged, type ResearchAnswer, type ResearchMarketplace } from '@pasarlens/contracts';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { orderParam, toDisplayPage } from '../params.ts';
import { EstimateLegend } from './EstimateLegend.tsx';
import { useParamsUpdater } from '../useParamsUpdater.ts';

/** The server's default order of every list (spec §9 aside, the API ranks by 30-day revenue). */
export const DEFAULT_SORT = 'revenue30';

/**
 * A research list, sorted and paged on the server: clicking a sortable header or the pager writes
 * `sort`, `page` and `page_size` into the URL, which the page turns into the next request. Every
 * order is descending. The pager shows the page the server answered with; while the next page
 * loads, the page asked for. A limited (free) answer can neither be sorted nor paged.
 */
export function ResearchTable<T extends object>({
  answer,
  placeholder,
  loading,
  marketplace,
  page,
  sort,
  sortKeys,
  columns,
  rowKey,
  onRow,
  testId,
  scrollX = 900,
  legend = false,
}: {
  answer: ResearchAnswer<Paged<T>> | undefined;
  /** The rows are those of the previous request while the next one loads. */
  placeholder: boolean;
  loading: boolean;
  /** Numbering of the answer's page (Shopee's first page is 0); unknown until it is known. */
  marketplace: ResearchMarketplace | undefined;
  /** The page asked for, as people count it. */
  page: number;
  sort: string | undefined;
  sortKeys: readonly string[];
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  onRow?: TableProps<T>['onRow'];
  testId: string;
  scrollX?: number;
  /** Explains the estimate and confidence marks under the rows (for figures that carry them). */
  legend?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useParamsUpdater();
  const limited = answer !== undefined && !answer.isPremium;
  const activeSort = sort ?? DEFAULT_SORT;
  const [params] = useSearchParams();
  const order = orderParam(params);

  const isPhone = useMediaQuery(PHONE_QUERY);
  const sortable = (key: Key | undefined) => key !== undefined && sortKeys.includes(String(key));
  const shownColumns: TableColumnsType<T> = columns.map((column) =>
    sortable(column.key)
      ? {
          ...column,
          sorter: !limited,
          sortDirections: ['descend', 'ascend'],
          sortOrder: !limited && activeSort === column.key ? (order === 'asc' ? 'ascend' : 'descend') : null,
          showSorterTooltip: limited ? false : { title: t('research.table.sortTooltip') },
        }
      : column,
  );

  const data = answer?.data;
  const answeredPage = data && marketplace ? toDisplayPage(data.page, marketplace) : undefined;
  const current = placeholder || answeredPage === undefined ? page : answeredPage;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const key = chosen?.order ? String(chosen.columnKey) : null;
      update({ sort: key, order: chosen?.order === 'ascend' ? 'asc' : null, page: null });
      return;
    }
    if (action === 'paginate') {
      const size = pagination.pageSize;
      if (data && size !== undefined && size !== data.page_size) update({ page_size: size, page: null });
      else update({ page: pagination.current === undefined || pagination.current <= 1 ? null : pagination.current });
    }
  };

  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      columns={shownColumns}
      dataSource={data?.items ?? []}
      loading={loading}
      onRow={onRow}
      onChange={onChange}
      scroll={{ x: isPhone ? undefined : scrollX }}
      locale={{ emptyText: t('research.empty.title') }}
      footer={legend && data?.items.length ? () => <EstimateLegend /> : undefined}
      pagination={
        data && !limited
          ? {
              current,
              total: data.total_count,
              pageSize: data.page_size,
              showSizeChanger: true,
              pageSizeOptions: (RESEARCH_PAGE_SIZES as readonly number[]).includes(data.page_size)
                ? [...RESEARCH_PAGE_SIZES]
                : [data.page_size, ...RESEARCH_PAGE_SIZES].sort((a, b) => a - b),
              showTotal: (total) => t('research.table.total', { total: formatNumber(total, language) }),
            }
          : false
      }
    />
  );
}
