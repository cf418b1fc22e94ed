import { AFFILIATE_PAGE_SIZE } from '@pasarlens/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';

/** A table of one affiliate list, paged on the server; `footer` sees the loaded page. */
export function PagedTable<TRow extends object, TPage extends { items: TRow[]; total: number }, TKey extends QueryKey>({
  pageQuery,
  columns,
  rowKey,
  footer,
  testId,
}: {
  pageQuery: (page: number) => UseQueryOptions<TPage, Error, TPage, TKey>;
  columns: TableColumnsType<TRow>;
  rowKey: (keyof TRow & string) | ((row: TRow) => string);
  footer?: (page: TPage) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(pageQuery(page));
  const data = query.data;
  return (
    <>
      <ApiErrorAlert
        failure={isApiError(query.error) ? query.error.failure : null}
        error={query.error}
        testId={`${testId}-error`}
      />
      <Table<TRow>
        data-testid={testId}
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('referral.empty') }}
        pagination={{
          current: page,
          total: data?.total ?? 0,
          pageSize: Math.max(AFFILIATE_PAGE_SIZE, data?.items.length ?? 0),
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        footer={data && footer ? () => footer(data) : undefined}
      />
    </>
  );
}
