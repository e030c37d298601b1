import * as XLSX from '@e965/xlsx';
import { csvLine } from './csv';

export type Cell = string | number | null | undefined;
export type TableFormat = 'csv' | 'xlsx';

/** Where a spreadsheet may split a line into cells: its list separator is , or ; (by locale), a tab or a bar. */
const AFTER_SEPARATOR = /([,;\t|]\s*)(?=[=+\-@])/g;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula; runners type their
 * names, contacts and notes. Every such start gets an apostrophe, so it opens as plain text: at the start of the
 * cell, and after any list separator inside it, since a spreadsheet whose separator is ; (or a tab) cuts
 * `x;=HYPERLINK(…)` into two cells when it opens the file.
 */
export function plainCell(text: string): string {
  const inside = text.replace(AFTER_SEPARATOR, "$1'");
  return /^[=+\-@\t\r]/.test(inside) ? `'${inside}` : inside;
}

export const TABLE_FILE_TYPE: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A table as a file: CSV in UTF-8 with a BOM (Excel on a Chinese Windows otherwise reads it as GBK and garbles the
 * names) and CRLF line ends, or an .xlsx workbook of one sheet. Text cells the runners typed go through plainCell
 * first (the caller's job: numbers and codes need no guard).
 */
export function tableFile(
  format: TableFormat,
  columns: readonly string[],
  rows: readonly (readonly Cell[])[],
  sheetName: string,
): Buffer {
  if (format === 'csv') {
    const text = [csvLine(columns), ...rows.map((row) => csvLine(row))].join('\r\n');
    return Buffer.from(`\uFEFF${text}\r\n`);
  }
  const book = XLSX.utils.book_new();
  const cells = rows.map((row) => row.map((cell) => cell ?? ''));
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...columns], ...cells]), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
