import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError, unwrap, type ApiResult } from '../../../lib/api.ts';
import { AFFILIATE_PAGE_SIZE } from '../api.ts';

/** A table of one affiliate list, paged on the server; `footer` sees the loaded page. */
export function PagedTable<TRow extends object, TPage extends { items: TRow[]; total: number }>({
  queryKey,
  load,
  columns,
  rowKey,
  footer,
  testId,
}: {
  queryKey: (page: number) => QueryKey;
  load: (page: number) => Promise<ApiResult<TPage>>;
  columns: TableColumnsType<TRow>;
  rowKey: (keyof TRow & string) | ((row: TRow) => string);
  footer?: (page: TPage) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: queryKey(page),
    queryFn: async () => unwrap(await load(page)),
    placeholderData: keepPreviousData,
  });
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
