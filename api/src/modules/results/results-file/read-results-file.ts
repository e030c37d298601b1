import type { RESULTS_FILE_FORMATS } from '@marathon/shared/api';
import { CsvSyntaxError, CsvTooLongError, parseCsv, type CsvRecord } from '../../../kernel/csv';
import { checkResultsRecords, refusal, type RowProblem } from '../results-csv';
import type { RaceResultsTable } from '../tables';
import { TEXT_ENCODINGS, decodeText } from './decode-text';
import { unpackedSize } from './zip-size';

/** What a results file turned out to be: a CSV in one of the accepted encodings, or an .xlsx workbook. */
export type ResultsFileFormat = (typeof RESULTS_FILE_FORMATS)[number];

/** A clean file always has a format; a refused one may not (when it could not be read at all). */
export type ResultsUploadCheck =
  | { ok: true; rows: RaceResultsTable[]; format: ResultsFileFormat }
  | { ok: false; problems: RowProblem[]; total: number; format: ResultsFileFormat | null };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);
/** Every .xlsx is a zip archive; the old .xls (and an encrypted .xlsx) is an OLE compound file. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * What a workbook may really unpack to: a 20,000-row sheet with splits unpacks to about 11 MB, so this leaves
 * room for 100,000 rows; far more means images or a decompression bomb, which must not reach the parser.
 */
export const MAX_UNPACKED_XLSX_BYTES = 64 * 1024 * 1024;
/** Result rows a file may have: no year of any race has that many finishers. */
export const MAX_RESULT_ROWS = 100_000;

const MB = 1024 * 1024;
const fileProblem = (zh: string, en: string): RowProblem[] => [{ row: 0, column: null, zh, en }];

/** How many data rows (the header apart) a kind of file may have, and how a file with more is refused. */
export interface RowsLimit {
  maxRows: number;
  tooMany: () => RowProblem[];
}

const RESULT_ROWS: RowsLimit = {
  maxRows: MAX_RESULT_ROWS,
  tooMany: () =>
    fileProblem(
      `文件超过 ${MAX_RESULT_ROWS} 行：一个年度的成绩不会有这么多行，请检查文件`,
      `the file has more than ${MAX_RESULT_ROWS} rows: no year has that many results, please check the file`,
    ),
};

type ReadRecords =
  | { format: ResultsFileFormat; records: CsvRecord[] }
  | { format: ResultsFileFormat | null; problems: RowProblem[] };

async function readWorkbook(bytes: Uint8Array, limit: RowsLimit): Promise<ReadRecords> {
  const unpacked = unpackedSize(bytes, MAX_UNPACKED_XLSX_BYTES);
  if (!unpacked.ok) {
    return {
      format: 'xlsx',
      problems: fileProblem(
        `该工作簿解压后超过 ${MAX_UNPACKED_XLSX_BYTES / MB} MB（或无法读取）：请另存为 CSV`,
        `the workbook unpacks to more than ${MAX_UNPACKED_XLSX_BYTES / MB} MB (or cannot be read): save it as CSV`,
      ),
    };
  }
  // SheetJS is loaded for workbooks only: a CSV check never pays for it.
  const { SheetTooLongError, readXlsxRecords } = await import('./xlsx-records');
  try {
    // The header row and the data.
    return { format: 'xlsx', records: readXlsxRecords(bytes, limit.maxRows + 1) };
  } catch (error) {
    if (error instanceof SheetTooLongError) return { format: 'xlsx', problems: limit.tooMany() };
    return {
      format: 'xlsx',
      problems: fileProblem('无法读取该 .xlsx 工作簿', 'the file is not an .xlsx workbook that can be read'),
    };
  }
}

function readText(bytes: Uint8Array, limit: RowsLimit): ReadRecords {
  const decoded = decodeText(bytes);
  if (!decoded) {
    const tried = TEXT_ENCODINGS.map((name) => name.toUpperCase()).join(', ');
    return {
      format: null,
      problems: fileProblem(
        `无法解码该 CSV（已尝试 ${tried}）：请在 Excel 中另存为“CSV UTF-8”或 .xlsx`,
        `the CSV could not be decoded (tried ${tried}): save it from Excel as "CSV UTF-8" or .xlsx`,
      ),
    };
  }
  const format = decoded.encoding === 'utf-8' ? 'csv-utf-8' : 'csv-gb18030';
  try {
    // The header row and the data.
    return { format, records: parseCsv(decoded.text, limit.maxRows + 1) };
  } catch (error) {
    if (error instanceof CsvTooLongError) return { format, problems: limit.tooMany() };
    if (!(error instanceof CsvSyntaxError)) throw error;
    return {
      format,
      problems: [
        { row: error.line, column: null, zh: '引号内的字段没有结束引号', en: 'a quoted field is not closed' },
      ],
    };
  }
}

/**
 * A spreadsheet as records (the header first), told apart by content, within the results files' limits: their
 * rows by default, or the `limit` of another kind of file.
 */
export async function readRecords(
  bytes: Uint8Array,
  fileName: string,
  limit: RowsLimit = RESULT_ROWS,
): Promise<ReadRecords> {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (bytes.length === 0) return { format: null, problems: fileProblem('文件为空', 'the file is empty') };
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes, limit);
  if (startsWith(bytes, OLE) || extension === 'xls') {
    return {
      format: null,
      problems: fileProblem(
        '不支持 .xls（Excel 97-2003）或加密的工作簿：请另存为 .xlsx 或 CSV',
        'an .xls (Excel 97-2003) or encrypted workbook is not supported: save it as .xlsx or CSV',
      ),
    };
  }
  if (extension === 'xlsx') {
    return {
      format: null,
      problems: fileProblem(
        '文件扩展名是 .xlsx，但内容不是工作簿',
        'the file is named .xlsx but is not a workbook',
      ),
    };
  }
  return readText(bytes, limit);
}

/**
 * Reads a results file as organisers have it (UTF-8 or GB18030 CSV, or .xlsx, told apart by content) and checks
 * every row with the same rules whatever the format, within hard limits: a workbook is unpacked (and counted)
 * before it is parsed and refused past MAX_UNPACKED_XLSX_BYTES, a file of more than MAX_RESULT_ROWS rows is refused
 * as soon as the reader gets there, and at most MAX_KEPT_PROBLEMS problems are kept. Nothing is written here: the
 * caller imports only an ok check. The API runs it in a worker thread (check-in-worker.ts).
 */
export async function checkResultsUpload(
  bytes: Uint8Array,
  fileName: string,
  year: number,
): Promise<ResultsUploadCheck> {
  const read = await readRecords(bytes, fileName);
  if ('problems' in read) return { ...refusal(read.problems), format: read.format };
  return { ...checkResultsRecords(read.records, year), format: read.format };
}
