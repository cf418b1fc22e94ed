/**
 * The text of every cell of a table's data rows, row by row: an antd table's (header and spacer
 * rows left out) or a plain one's, where a row's heading cell comes first.
 */
export function tableRows(table: HTMLElement): string[][] {
  const antd = table.closest('.ant-table-wrapper, .ant-table') !== null || table.querySelector('.ant-table') !== null;
  return Array.from(table.querySelectorAll(antd ? 'tbody tr.ant-table-row' : 'tbody tr'), (row) =>
    Array.from(row.querySelectorAll(antd ? 'td' : 'th, td'), (cell) => cell.textContent ?? ''),
  );
}
