import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | Date | null;

/** A column of a sheet: its header and, for numbers and dates, how a spreadsheet shows them. */
export interface Column {
  header: string;
  width?: number;
  format?: 'integer' | 'decimal' | 'percent' | 'share' | 'date';
}

const FORMATS = { integer: '#,##0', decimal: '0.0', percent: '0%', share: '0.0%', date: 'yyyy-mm-dd' } as const;

export interface SheetWriter {
  add(row: Cell[]): void;
  /** Writes the sheet out; no row can be added after. */
  done(): void;
}

/**
 * An XLSX file written row by row with exceljs's streaming writer: rows go to disk as they are
 * added, so memory stays flat however many rows. Sheets are written one after the other.
 */
export function workbookWriter(filename: string) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  return {
    sheet(name: string, columns: Column[]): SheetWriter {
      const sheet = book.addWorksheet(name);
      sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16, ...(c.format && { style: { numFmt: FORMATS[c.format] } }) }));
      return {
        add: (row) => sheet.addRow(row).commit(),
        done: () => sheet.commit(),
      };
    },
    async close(): Promise<void> {
      await book.commit();
    },
  };
}

export type WorkbookWriter = ReturnType<typeof workbookWriter>;
