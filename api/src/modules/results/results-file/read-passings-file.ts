import { passingInputSchema, type PassingInput } from '@marathon/shared/api';
import { MAX_KEPT_PROBLEMS, refusal, type RowProblem } from '../results-csv';
import { readRecords, type ResultsFileFormat, type RowsLimit } from './read-results-file';

/** The columns a passings file must have; `timing` (chip/gun) and `correction` (yes/no) may be added. */
const REQUIRED = ['bib', 'point', 'time'] as const;

/** A read passings file: every row a passing, or the first problems (at most MAX_KEPT_PROBLEMS) and their count. */
export type PassingsFileRead =
  | { ok: true; passings: { row: number; passing: PassingInput }[]; format: ResultsFileFormat }
  | { ok: false; problems: RowProblem[]; total: number; format: ResultsFileFormat | null };

/**
 * Passings a file may have: a whole race at once with room to spare (25,000 runners at six points is 150,000
 * rows). Measured in the results files' worker: a 150,000-row CSV (4 MB) needs 64-96 MB of its heap and a
 * 300,000-row one fits its 160 MB; a 150,000-row .xlsx (7 MB) fits 160 MB but not 96, so a workbook much bigger
 * than a race is refused by the worker's memory limit, with its advice to save it as CSV.
 */
export const MAX_PASSING_ROWS = 300_000;

const PASSING_ROWS: RowsLimit = {
  maxRows: MAX_PASSING_ROWS,
  tooMany: () => [
    {
      row: 0,
      column: null,
      zh: `过点记录文件超过 ${MAX_PASSING_ROWS} 行：一场比赛的全部过点记录（25000 名跑者 × 6 个计时点）约 150000 行，请检查文件或拆分后再导入`,
      en: `the passings file has more than ${MAX_PASSING_ROWS} rows: a whole race's passings (25,000 runners at 6 points) are about 150,000, please check the file or split it`,
    },
  ],
};

const YES = new Set(['1', 'y', 'yes', 'true', '是']);
const NO = new Set(['', '0', 'n', 'no', 'false', '否']);

/**
 * Reads a passings file as the results import reads its files (CSV in UTF-8 or GB18030, or .xlsx, by content; the
 * same limits) and checks each row as the feed checks a passing. Any row that cannot be read refuses the file,
 * so nothing of a half-read file is judged. Nothing here touches the database: the API runs it in the results
 * files' worker thread (race-data/results-file/check-in-worker.ts), the CLI in its own process.
 */
export async function readPassingsFile(bytes: Uint8Array, fileName: string): Promise<PassingsFileRead> {
  const read = await readRecords(bytes, fileName, PASSING_ROWS);
  if ('problems' in read) return { ...refusal(read.problems), format: read.format };
  const { format } = read;
  const [header, ...rows] = read.records;
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (!header || missing.length > 0) {
    return {
      ...refusal([
        {
          row: header?.line ?? 1,
          column: null,
          zh: `表头缺少列：${missing.join(', ')}（需要 bib, point, time，可选 timing, correction）`,
          en: `the header lacks ${missing.join(', ')} (bib, point and time are needed; timing and correction may be given)`,
        },
      ]),
      format,
    };
  }
  const problems: RowProblem[] = [];
  let total = 0;
  const problem = (found: RowProblem) => {
    total += 1;
    if (problems.length < MAX_KEPT_PROBLEMS) problems.push(found);
  };
  const passings: { row: number; passing: PassingInput }[] = [];
  for (const record of rows) {
    if (record.fields.every((field) => field.trim() === '')) continue;
    const cell = (name: string) => record.fields[columns.indexOf(name)]?.trim() ?? '';
    const correction = cell('correction').toLowerCase();
    if (columns.includes('correction') && !YES.has(correction) && !NO.has(correction)) {
      problem({
        row: record.line,
        column: 'correction',
        zh: 'correction 只能为空、是/否或 1/0',
        en: 'correction is empty, yes/no or 1/0',
      });
      continue;
    }
    const timing = cell('timing').toLowerCase();
    const parsed = passingInputSchema.safeParse({
      bib: cell('bib').toUpperCase(),
      point: cell('point').toLowerCase(),
      time: cell('time'),
      ...(timing ? { timing } : {}),
      ...(YES.has(correction) ? { correction: true } : {}),
    });
    if (!parsed.success) {
      const column = String(parsed.error.issues[0]?.path[0] ?? '');
      problem({
        row: record.line,
        column,
        zh: `${column} 不正确：${COLUMN_HELP[column]?.zh ?? ''}`,
        en: `${column} is not valid: ${COLUMN_HELP[column]?.en ?? ''}`,
      });
      continue;
    }
    passings.push({ row: record.line, passing: parsed.data });
  }
  return total > 0 ? { ok: false, problems, total, format } : { ok: true, passings, format };
}

const COLUMN_HELP: Record<string, { zh: string; en: string }> = {
  bib: { zh: '号码布为数字，可带一个字母前缀', en: 'a bib is digits with an optional letter in front' },
  point: {
    zh: '计时点为 start, 5k, 10k, 15k, 20k 或 finish',
    en: 'a point is start, 5k, 10k, 15k, 20k or finish',
  },
  time: {
    zh: '时间为北京时间的时刻（08:12:31.250）或带时区的 ISO 8601 时间',
    en: 'a time is a time of day in Beijing time (08:12:31.250) or an ISO 8601 moment with its offset',
  },
  timing: { zh: 'timing 为 chip 或 gun（可留空：chip）', en: 'timing is chip or gun (empty: chip)' },
};
