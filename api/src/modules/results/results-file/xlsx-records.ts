import * as XLSX from '@e965/xlsx';
import type { CsvRecord } from '../../../kernel/csv';

const DAY_MS = 86_400_000;
// SheetJS types its number-format library as any; this is the one function of it used here.
const isDateFormat = XLSX.SSF.is_date as (format: string | number) => boolean;

/** A time of day or a duration under a day, as the results columns expect it: H:MM:SS, with .mmm if any. */
function formatDayFraction(days: number): string {
  const total = Math.round(days * DAY_MS);
  const ms = total % 1000;
  const seconds = Math.floor(total / 1000);
  const hms = `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(
    seconds % 60,
  ).padStart(2, '0')}`;
  return ms === 0 ? hms : `${hms}.${String(ms).padStart(3, '0')}`;
}

/** A cell as the text the results check reads, whatever type the spreadsheet gave it. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const value = Number(cell.v);
      // Times typed into Excel are numbers (fractions of a day) shown through a time format.
      if (cell.z !== undefined && isDateFormat(cell.z) && value >= 0 && value < 1) {
        return formatDayFraction(value);
      }
      // An 18-digit ID number typed as a number has already lost its last digits: pass it on in exponent form
      // (3.201021990010112e+17, as Excel shows it), which the check refuses, rather than a plausible wrong number.
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) return value.toExponential();
      return String(value);
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 's':
      return String(cell.v);
    case 'e':
      return '#ERROR';
    default:
      return String(cell.v as string | number | boolean | Date);
  }
}

/** A sheet with more rows than the reader takes: it stops reading there. */
export class SheetTooLongError extends Error {
  constructor(readonly maxRows: number) {
    super(`more than ${maxRows} rows`);
    this.name = 'SheetTooLongError';
  }
}

/**
 * The first sheet of an .xlsx workbook as records numbered by their spreadsheet row (1-based, as Excel shows
 * them), so a report points at the row the organiser sees. Empty rows are skipped, as blank CSV lines are.
 * SheetJS reads at most `maxRows` + 1 rows of the sheet; a sheet that has more throws SheetTooLongError rather
 * than be read in part. Throws when the bytes are not a workbook SheetJS can read.
 */
export function readXlsxRecords(bytes: Uint8Array, maxRows = 1_000_000): CsvRecord[] {
  const sheetRows = maxRows + 1;
  const workbook = XLSX.read(bytes, {
    type: 'array',
    sheetRows,
    // Dense sheets and no formatted text: 2.6 times faster on a 20,000-row sheet. Number formats are kept, as
    // they tell a time cell from a number cell; formulas are read as their cached values only.
    dense: true,
    cellText: false,
    cellNF: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  const ref = sheet?.['!ref'];
  if (!sheet || !ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const data = sheet['!data'] ?? [];
  // Cut at sheetRows: the sheet's own dimension (when it has one) says more, or the rows read fill the limit.
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  if (full.e.r > range.e.r || range.e.r + 1 >= sheetRows || data.length >= sheetRows) {
    throw new SheetTooLongError(maxRows);
  }
  const records: CsvRecord[] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const cells = data[r] ?? [];
    const fields: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) fields.push(cellText(cells[c]));
    if (fields.some((field) => field.trim() !== '')) records.push({ line: r + 1, fields });
  }
  return records;
}
