import { zipWriter, type ZipEntry } from './zip.ts';

export type Cell = string | number | boolean | Date | null;

/** A column of a sheet: its header and, for numbers and dates, how a spreadsheet shows them. */
export interface Column {
  header: string;
  width?: number;
  format?: 'integer' | 'decimal' | 'percent' | 'share' | 'date';
}

export interface SheetWriter {
  add(row: Cell[]): void;
  /** Resolves once what was added has been handed to the file: awaited after each batch, it keeps memory flat. */
  drained(): Promise<void>;
  /** Writes the sheet out; no row can be added after. */
  done(): Promise<void>;
}

/** Cell styles (styles.xml's cellXfs, in order): the bold header, then a column's format or a date and time outside a date column; a share is a percentage to a tenth. */
const STYLE = { plain: 0, header: 1, integer: 2, decimal: 3, percent: 4, date: 5, dateTime: 6, share: 7 } as const;
/**
 * The number format of each style after the header: a code of ours, or the id of one every
 * spreadsheet knows. Dates use the built-in date (14) and date-and-time (22) formats: a reader
 * that does not read our own codes still shows them as dates (in the reader's own date order),
 * never as day serials like 46354.318.
 */
const NUMBER_FORMATS: (string | number)[] = ['#,##0', '0.0', '0%', 14, 22, '0.0%'];
const CUSTOM_FORMATS = NUMBER_FORMATS.filter((format): format is string => typeof format === 'string');
const numberFormatId = (format: string | number) =>
  typeof format === 'number' ? format : 164 + CUSTOM_FORMATS.indexOf(format);
/** Excel's longest cell text. */
const MAX_TEXT = 32_767;
/** Text gathered before it goes to the compressor. */
const CHUNK = 1 << 18;
const MS_PER_DAY = 86_400_000;
/** The serial number of 1970-01-01 in Excel's 1900 date system. */
const UNIX_EPOCH_SERIAL = 25_569;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Markup characters, a carriage return (kept as a reference, else read back as a line feed), and what XML 1.0 cannot hold: control characters, U+FFFE/U+FFFF and unpaired surrogates. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
const escapeXml = (text: string) => text.replace(UNSAFE, (c) => ENTITIES[c] ?? '');

const columnName = (index: number): string =>
  (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

function textCell(ref: string, text: string, style: number): string {
  const clipped = escapeXml(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
  const space = /^\s|\s$/.test(clipped) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t${space}>${clipped}</t></is></c>`;
}

/** A cell's XML, or '' for an empty one (null, or a number or date that is not one). */
function cellXml(ref: string, value: Cell, style: number, dateStyle: number): string {
  switch (typeof value) {
    case 'string':
      return textCell(ref, value, STYLE.plain);
    case 'number':
      return Number.isFinite(value) ? `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>` : '';
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    default: {
      const time = value?.getTime() ?? NaN;
      return Number.isFinite(time)
        ? `<c r="${ref}" s="${dateStyle}"><v>${time / MS_PER_DAY + UNIX_EPOCH_SERIAL}</v></c>`
        : '';
    }
  }
}

const STYLES_XML = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="${CUSTOM_FORMATS.length}">${CUSTOM_FORMATS.map((code) => `<numFmt numFmtId="${numberFormatId(code)}" formatCode="${escapeXml(code)}"/>`).join('')}</numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="${2 + NUMBER_FORMATS.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
${NUMBER_FORMATS.map((format) => `<xf numFmtId="${numberFormatId(format)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('')}</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The parts beside the sheets: content types, relationships, the workbook and its styles. */
function packageParts(sheetNames: string[]): [string, string][] {
  const sheets = sheetNames.map((name, i) => ({ name, path: `worksheets/sheet${i + 1}.xml`, id: `rId${i + 1}` }));
  const contentType = (kind: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="${contentType('sheet.main')}"/><Override PartName="/xl/styles.xml" ContentType="${contentType('styles')}"/>\
${sheets.map((s) => `<Override PartName="/xl/${s.path}" ContentType="${contentType('worksheet')}"/>`).join('')}</Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>\
${sheets.map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="${s.id}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">\
${sheets.map((s) => `<Relationship Id="${s.id}" Type="${REL_NS}/worksheet" Target="${s.path}"/>`).join('')}\
<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES_XML],
  ];
}

/**
 * An XLSX file written row by row: each sheet's XML is built as text (strings inline, numbers as
 * numbers, dates as serial numbers with a date format) and deflated straight into the file, so
 * memory stays flat however many rows. Sheets are written one after the other.
 */
export function workbookWriter(filename: string) {
  const zip = zipWriter(filename);
  const names: string[] = [];

  function writeSheet(file: ZipEntry, columns: Column[]): SheetWriter {
    const refs = columns.map((_, i) => columnName(i));
    const styles = columns.map((c) => (c.format ? STYLE[c.format] : STYLE.plain));
    const dateStyles = columns.map((c) => (c.format === 'date' ? STYLE.date : STYLE.dateTime));
    let rowNumber = 1;
    let text = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><cols>\
${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('')}</cols><sheetData>\
<row r="1">${columns.map((c, i) => textCell(`${refs[i]}1`, c.header, STYLE.header)).join('')}</row>`;
    return {
      add(row) {
        const r = ++rowNumber;
        let xml = `<row r="${r}">`;
        for (let i = 0; i < row.length; i++) {
          const value = row[i];
          if (value !== null && value !== undefined)
            xml += cellXml(`${refs[i]}${r}`, value, styles[i]!, dateStyles[i]!);
        }
        text += `${xml}</row>`;
        if (text.length >= CHUNK) {
          file.write(text);
          text = '';
        }
      },
      drained: () => file.drained(),
      async done() {
        file.write(`${text}</sheetData></worksheet>`);
        text = '';
        await file.end();
      },
    };
  }

  return {
    /** Starts the next sheet; the one before must be done. */
    sheet(name: string, columns: Column[]): SheetWriter {
      names.push(name);
      return writeSheet(zip.entry(`xl/worksheets/sheet${names.length}.xml`), columns);
    },
    async close(): Promise<void> {
      for (const [path, xml] of packageParts(names)) {
        const part = zip.entry(path);
        part.write(xml);
        await part.end();
      }
      await zip.close();
    },
  };
}

export type WorkbookWriter = ReturnType<typeof workbookWriter>;
