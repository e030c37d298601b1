import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { importResults } from '../modules/results/import-results';
import { checkResultsFile } from '../modules/results/results-csv';

/** The bytes Excel on a Chinese Windows writes for "CSV (comma delimited)". */
export function gb18030(text: string): Buffer {
  return iconv.encode(text, 'gb18030');
}

/** A time typed into Excel: a fraction of a day shown through a time format. */
export interface ExcelTime {
  time: string;
}
export const excelTime = (time: string): ExcelTime => ({ time });

function dayFraction(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return (h * 3600 + m * 60 + s) / 86_400;
}

/**
 * An .xlsx workbook of one sheet, as an organiser's spreadsheet has it: strings stay text cells, numbers become
 * number cells, excelTime() values become time cells. `startRow` leaves empty rows above the table.
 */
export function xlsxOf(rows: readonly (readonly (string | number | ExcelTime)[])[], startRow = 0): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([]);
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const address = XLSX.utils.encode_cell({ r: r + startRow, c });
      sheet[address] =
        typeof value === 'object'
          ? { t: 'n', v: dayFraction(value.time), z: 'h:mm:ss' }
          : typeof value === 'number'
            ? { t: 'n', v: value }
            : { t: 's', v: value };
    }),
  );
  const width = Math.max(...rows.map((row) => row.length));
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: startRow + rows.length - 1, c: width - 1 },
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, '成绩');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A file as a browser's form posts it (multipart, field `file`): the payload and its content type. */
export function multipartFile(name: string, body: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----marathon-upload-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The header of a results file with the columns the tests' rows fill. */
export const RESULTS_HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';

/** Imports a results file's rows (header and lines, checked as an upload is) for a year, as an organiser does. */
export async function importResultsFile(
  db: Kysely<Database>,
  year: number,
  lines: readonly string[],
  final = false,
): Promise<void> {
  const checked = checkResultsFile([RESULTS_HEADER, ...lines].join('\n'), year);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  await importResults(db, { year, final, rows: checked.rows });
}
