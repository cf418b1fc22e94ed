import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workbookWriter, type Cell, type Column } from './workbook.ts';

const dir = mkdtempSync(join(tmpdir(), 'pasarlens-workbook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function read(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  return book;
}

const COLUMNS: Column[] = [
  { header: 'Text', width: 40 },
  { header: 'Count', format: 'integer' },
  { header: 'Rating', format: 'decimal' },
  { header: 'Share', format: 'percent' },
  { header: 'Listed', format: 'date' },
  { header: 'Flag' },
  { header: 'Moment' },
];

describe('the XLSX writer', () => {
  it('writes every kind of cell with its format, and text exactly as given but for what XML cannot hold', async () => {
    const long = 'panjang '.repeat(5_000).slice(0, 32_767);
    const rows: Cell[][] = [
      [
        'Tom & Jerry <"best"> \'set\'',
        1_234_567,
        4.5,
        0.25,
        new Date('2025-03-01T00:00:00Z'),
        true,
        new Date('2026-11-15T08:30:15.250Z'),
      ],
      ['  spaced  ', -3, 0, 1, null, false, null],
      ['emoji 🛍️ 中文 ñ', 0, null, null, new Date('1999-12-31T00:00:00Z'), null, null],
      ['tab\tline\nreturn\r\nend', 2 ** 53 - 1, 0.1 + 0.2, null, null, null, null],
      ['bell\u0007null\u0000esc\u001b lone\ud800 \udc00 ok\ufffe', null, null, null, null, null, null],
      [long, Number.NaN, Number.POSITIVE_INFINITY, null, new Date(Number.NaN), null, null],
      [long + 'beyond Excel', null, null, null, null, null, null],
      [null, null, null, null, null, null, null],
      ['last', 1, null, null, null, null, null],
    ];
    const path = join(dir, 'kinds.xlsx');
    const book = workbookWriter(path);
    const first = book.sheet('Kinds & <sorts>', COLUMNS);
    for (const row of rows) first.add(row);
    await first.drained();
    await first.done();
    const second = book.sheet('Second', [{ header: 'Only' }]);
    second.add(['x']);
    await second.done();
    await book.close();

    const read_ = await read(path);
    expect(read_.worksheets.map((s) => s.name)).toEqual(['Kinds & <sorts>', 'Second']);
    const sheet = read_.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.getColumn(2).width).toBe(16);
    const cells = (n: number) => Array.from({ length: COLUMNS.length }, (_, i) => sheet.getRow(n).getCell(i + 1).value);
    expect(cells(2)).toEqual([
      'Tom & Jerry <"best"> \'set\'',
      1_234_567,
      4.5,
      0.25,
      new Date('2025-03-01T00:00:00Z'),
      true,
      new Date('2026-11-15T08:30:15.250Z'),
    ]);
    expect(cells(3)).toEqual(['  spaced  ', -3, 0, 1, null, false, null]);
    expect(cells(4)).toEqual(['emoji 🛍️ 中文 ñ', 0, null, null, new Date('1999-12-31T00:00:00Z'), null, null]);
    expect(cells(5)).toEqual(['tab\tline\nreturn\r\nend', 2 ** 53 - 1, 0.1 + 0.2, null, null, null, null]);
    expect(cells(6)[0]).toBe('bellnullesc lone  ok');
    // Compared as booleans: a 32,767-character diff would drown the report.
    expect(cells(7).slice(1)).toEqual([null, null, null, null, null, null]);
    expect([cells(7)[0] === long, cells(8)[0] === long]).toEqual([true, true]);
    expect(cells(9)).toEqual([null, null, null, null, null, null, null]);
    expect(cells(10).slice(0, 2)).toEqual(['last', 1]);
    expect(sheet.rowCount).toBe(10);

    const row = sheet.getRow(2);
    // Dates take the built-in date and date-and-time formats (ids 14 and 22, which ExcelJS names in
    // its own words): every spreadsheet shows them as dates, none as a day serial like 46354.318.
    expect([2, 3, 4, 5, 7].map((c) => row.getCell(c).numFmt)).toEqual([
      '#,##0',
      '0.0',
      '0%',
      'mm-dd-yy',
      'm/d/yy "h":mm',
    ]);
    expect(row.getCell(1).numFmt).toBeUndefined();
    expect(read_.worksheets[1]!.getRow(2).getCell(1).value).toBe('x');
  });

  it('keeps many rows over many chunks in order', async () => {
    const path = join(dir, 'many.xlsx');
    const book = workbookWriter(path);
    const sheet = book.sheet('Many', [{ header: 'Name' }, { header: 'N', format: 'integer' }]);
    for (let i = 0; i < 30_000; i++) {
      sheet.add([`row ${i} ${'x'.repeat(i % 50)}`, i]);
      if (i % 5_000 === 0) await sheet.drained();
    }
    await sheet.done();
    await book.close();
    const read_ = (await read(path)).worksheets[0]!;
    expect(read_.rowCount).toBe(30_001);
    for (const i of [0, 1, 4_999, 17_321, 29_999])
      expect(read_.getRow(i + 2).values).toEqual([undefined, `row ${i} ${'x'.repeat(i % 50)}`, i]);
  });

  it('refuses a sheet started before the one before it is done', () => {
    const book = workbookWriter(join(dir, 'order.xlsx'));
    book.sheet('One', [{ header: 'A' }]);
    expect(() => book.sheet('Two', [{ header: 'B' }])).toThrow(/before the one before it ended/);
  });
});
