import { passingInputSchema, type PassingInput } from '@marathon/shared/api';
import { MAX_KEPT_PROBLEMS, refusal, type RowProblem } from '../race-data/results-csv';
import { readRecords, type ResultsFileFormat } from '../race-data/results-file/read-results-file';

/** The columns a passings file must have; `timing` (chip/gun) and `correction` (yes/no) may be added. */
const REQUIRED = ['bib', 'point', 'time'] as const;

/** A read passings file: every row a passing, or the first problems (at most MAX_KEPT_PROBLEMS) and their count. */
export type PassingsFileRead =
  | { ok: true; passings: { row: number; passing: PassingInput }[]; format: ResultsFileFormat }
  | { ok: false; problems: RowProblem[]; total: number; format: ResultsFileFormat | null };

const YES = new Set(['1', 'y', 'yes', 'true', '是']);
const NO = new Set(['', '0', 'n', 'no', 'false', '否']);

/**
 * Reads a passings file as the results import reads its files (CSV in UTF-8 or GB18030, or .xlsx, by content; the
 * same limits) and checks each row as the feed checks a passing. Any row that cannot be read refuses the file,
 * so nothing of a half-read file is judged. Nothing here touches the database: the API runs it in the results
 * files' worker thread (race-data/results-file/check-in-worker.ts), the CLI in its own process.
 */
export async function readPassingsFile(bytes: Uint8Array, fileName: string): Promise<PassingsFileRead> {
  const read = await readRecords(bytes, fileName);
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
