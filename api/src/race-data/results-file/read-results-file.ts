import type { RESULTS_FILE_FORMATS } from '@marathon/shared/api';
import { parseCsv, CsvSyntaxError, type CsvRecord } from '../csv';
import { checkResultsRecords, type RowProblem } from '../results-csv';
import type { RaceResultsTable } from '../tables';
import { TEXT_ENCODINGS, decodeText } from './decode-text';
import { readXlsxRecords } from './xlsx-records';
import { declaredUnpackedBytes } from './zip-size';

/** What a results file turned out to be: a CSV in one of the accepted encodings, or an .xlsx workbook. */
export type ResultsFileFormat = (typeof RESULTS_FILE_FORMATS)[number];

/** A clean file always has a format; a refused one may not (when it could not be read at all). */
export type ResultsUploadCheck =
  | { ok: true; rows: RaceResultsTable[]; format: ResultsFileFormat }
  | { ok: false; problems: RowProblem[]; format: ResultsFileFormat | null };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);
/** Every .xlsx is a zip archive; the old .xls (and an encrypted .xlsx) is an OLE compound file. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * An .xlsx unpacks to several times its size (a 20,000-row sheet: about 10 MB); far more means images or a
 * decompression bomb, which must not reach the parser of a running API.
 */
export const MAX_UNPACKED_XLSX_BYTES = 200 * 1024 * 1024;

const fileProblem = (zh: string, en: string): RowProblem[] => [{ row: 0, column: null, zh, en }];

function readRecords(
  bytes: Uint8Array,
  fileName: string,
):
  | { format: ResultsFileFormat; records: CsvRecord[] }
  | { format: ResultsFileFormat | null; problems: RowProblem[] } {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (bytes.length === 0) return { format: null, problems: fileProblem('文件为空', 'the file is empty') };
  if (startsWith(bytes, ZIP)) {
    const unpacked = declaredUnpackedBytes(bytes);
    if (unpacked === null || unpacked > MAX_UNPACKED_XLSX_BYTES) {
      return {
        format: 'xlsx',
        problems: fileProblem(
          `该工作簿无法读取，或解压后超过 ${MAX_UNPACKED_XLSX_BYTES / 1024 / 1024} MB：请另存为 CSV`,
          `the workbook cannot be read or unpacks to more than ${MAX_UNPACKED_XLSX_BYTES / 1024 / 1024} MB: save it as CSV`,
        ),
      };
    }
    try {
      return { format: 'xlsx', records: readXlsxRecords(bytes) };
    } catch {
      return {
        format: 'xlsx',
        problems: fileProblem(
          '无法读取该 .xlsx 工作簿',
          'the file is not an .xlsx workbook that can be read',
        ),
      };
    }
  }
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
    return { format, records: parseCsv(decoded.text) };
  } catch (error) {
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
 * Reads a results file as organisers have it (UTF-8 or GB18030 CSV, or .xlsx, told apart by content) and checks
 * every row with the same rules whatever the format. Nothing is written here: the caller imports only an ok check.
 */
export function checkResultsUpload(bytes: Uint8Array, fileName: string, year: number): ResultsUploadCheck {
  const read = readRecords(bytes, fileName);
  if ('problems' in read) return { ok: false, problems: read.problems, format: read.format };
  return { ...checkResultsRecords(read.records, year), format: read.format };
}
