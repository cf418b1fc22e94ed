import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A table of rows the page already holds (a user's history, a recap): it scrolls sideways on a phone, and down when long. */
export function RowsTable<T extends object>({
  rows,
  columns,
  rowKey,
  testId,
  rowTestId,
  highlight,
}: {
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => string);
  testId: string;
  rowTestId?: string;
  /** A row set apart (a totals row). */
  highlight?: T;
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: rows.length > 31 ? 480 : undefined }}
      locale={{ emptyText: t('admin.empty') }}
      rowClassName={(row) => (row === highlight ? 'pl-table-total-row' : '')}
      onRow={rowTestId ? () => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement> : undefined}
    />
  );
}
