import { ADMIN_PAGE_SIZE } from '@pasarlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Input, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';

/**
 * A page of an admin list as a table, paged on the server; it scrolls sideways on a phone.
 * Rows carry `rowTestId`.
 */
export function AdminTable<T extends object>({
  query,
  columns,
  rowKey,
  page,
  onPage,
  testId,
  rowTestId,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  page: number;
  onPage: (page: number) => void;
  testId: string;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ApiErrorAlert
        failure={isApiError(query.error) ? query.error.failure : null}
        error={query.error}
        testId={`${testId}-error`}
      />
      <Table<T>
        data-testid={testId}
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.empty') }}
        onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          total: query.data?.total ?? 0,
          pageSize: ADMIN_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    </>
  );
}

/** The keyword box of an admin list: searching goes back to the first page. */
export function KeywordSearch({
  keyword,
  onSearch,
  testId,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={keyword}
      defaultValue={keyword}
      allowClear
      enterButton
      placeholder={t('admin.search')}
      aria-label={t('admin.search')}
      onSearch={(value) => onSearch(value.trim())}
      style={{ maxWidth: 360 }}
      data-testid={testId}
    />
  );
}
