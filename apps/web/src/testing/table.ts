/** The text of every cell of an antd table's data rows, row by row (header and spacer rows left out). */
export function tableRows(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tbody tr.ant-table-row'), (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}
