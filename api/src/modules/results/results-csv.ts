import {
  AGE_GROUPS,
  bibSchema,
  idNumberSchema,
  RESULT_COLUMNS,
  runnerNameSchema,
  SPLIT_COLUMNS,
  type RaceItem,
} from '@marathon/shared/api';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../kernel/csv';
import { hashPersonal, maskIdNumber, normalizeIdNumber } from '../../kernel/identity';
import { nameKeys } from './name-search/name-keys';
import { STATUS_CODE } from './status/result-status';
import { readRowStatus } from './status/status-columns';
import { assignRanks } from './ranks';
import type { RaceResultsTable } from './tables';

const AGE_GROUP_SET: ReadonlySet<string> = new Set(AGE_GROUPS);
const GENDERS: Record<string, number> = { m: 1, male: 1, '1': 1, 男: 1, f: 2, female: 2, '2': 2, 女: 2 };
const ITEMS: Record<string, RaceItem> = { half: 'half', 半程马拉松: 'half', fun: 'fun', 欢乐跑: 'fun' };
const MAX_RACE_MS = 8 * 3_600_000;

/**
 * One thing wrong with a results file: the row as the organiser sees it (the CSV line a record starts on, or the
 * spreadsheet row number; 0 when the file cannot be read at all), the column it concerns (null for the whole row or
 * file) and the problem in both languages.
 */
export interface RowProblem {
  row: number;
  column: string | null;
  zh: string;
  en: string;
}

/** A refused file: the first problems (at most MAX_KEPT_PROBLEMS) and how many there are in all. */
export type ResultsFileCheck =
  { ok: true; rows: RaceResultsTable[] } | { ok: false; problems: RowProblem[]; total: number };

/** Problems kept to show: enough to fix a file in one go; the rest are only counted, however many rows fail. */
export const MAX_KEPT_PROBLEMS = 500;

/** A refusal of the whole file for these few problems. */
export const refusal = (problems: RowProblem[]): ResultsFileCheck & { ok: false } => ({
  ok: false,
  problems,
  total: problems.length,
});

/** H:MM:SS (or MM:SS) to milliseconds; null when it is not a time of a race. */
export function parseRaceTime(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', fraction = '0'] = match;
  const ms =
    ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Math.round(Number(`0.${fraction}`) * 1000);
  return ms > 0 && ms <= MAX_RACE_MS ? ms : null;
}

/** Checks a CSV text (see checkResultsRecords). */
export function checkResultsFile(text: string, year: number): ResultsFileCheck {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return refusal([
      { row: error.line, column: null, zh: '引号内的字段没有结束引号', en: 'a quoted field is not closed' },
    ]);
  }
  return checkResultsRecords(records, year);
}

/**
 * Checks every row of a results table (CSV or spreadsheet, header first) and turns it into ranked rows for one
 * year. Any problem anywhere rejects the whole file, with every problem listed by row, so an import is never half
 * done.
 */
export function checkResultsRecords(records: readonly CsvRecord[], year: number): ResultsFileCheck {
  const [header, ...body] = records;
  if (!header) return refusal([{ row: 1, column: null, zh: '文件为空', en: 'the file is empty' }]);
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const missing = RESULT_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return refusal([
      {
        row: header.line,
        column: null,
        zh: `缺少列：${missing.join(', ')}`,
        en: `missing columns: ${missing.join(', ')}`,
      },
    ]);
  }
  if (body.length === 0) {
    return refusal([{ row: header.line, column: null, zh: '没有成绩行', en: 'no result rows' }]);
  }

  const problems: RowProblem[] = [];
  let total = 0;
  const rows: RaceResultsTable[] = [];
  const bibRows = new Map<string, number>();
  for (const record of body) {
    const value = (name: string): string => (record.fields[columns.indexOf(name)] ?? '').trim();
    let rowProblems = 0;
    const say = (column: string | null, zh: string, en: string) => {
      rowProblems += 1;
      total += 1;
      if (problems.length < MAX_KEPT_PROBLEMS) problems.push({ row: record.line, column, zh, en });
    };
    if (record.fields.length !== columns.length) {
      say(
        null,
        `有 ${record.fields.length} 列，表头有 ${columns.length} 列`,
        `has ${record.fields.length} fields, the header has ${columns.length}`,
      );
      continue;
    }
    const bib = bibSchema.safeParse(value('bib'));
    if (!bib.success)
      say('bib', `号码布“${value('bib')}”不是有效的号码`, `bib "${value('bib')}" is not a bib number`);
    const name = runnerNameSchema.safeParse(value('name'));
    if (!name.success)
      say('name', `姓名“${value('name')}”为空或含有符号`, `name "${value('name')}" is empty or has symbols`);
    const gender = GENDERS[value('gender').toLowerCase()];
    if (gender === undefined)
      say('gender', `性别“${value('gender')}”不是 M/F（男/女）`, `gender "${value('gender')}" is not M or F`);
    const ageGroup = value('age_group');
    const ageGroups = AGE_GROUPS.join(', ');
    if (!AGE_GROUP_SET.has(ageGroup)) {
      say(
        'age_group',
        `年龄组“${ageGroup}”不是 ${ageGroups} 之一`,
        `age_group "${ageGroup}" is not one of ${ageGroups}`,
      );
    }
    // The number itself is never repeated: the report may be shown or pasted where the file was not.
    const id = idNumberSchema.safeParse(value('id_number'));
    if (!id.success) {
      say(
        'id_number',
        '证件号不是有效的身份证或护照号码（电子表格中请将该列设为文本格式）',
        'id_number is not an ID or passport number (in a spreadsheet, format the column as text)',
      );
    }
    const item = ITEMS[value('race_item').toLowerCase()];
    if (!item) {
      say(
        'race_item',
        `项目“${value('race_item')}”不是 half/fun（半程马拉松/欢乐跑）`,
        `race_item "${value('race_item')}" is not half or fun`,
      );
    }
    const rowStatus = readRowStatus(value, say);
    // A finisher has both times; a DNF has none (no finish); a DQ may keep the times it ran.
    const timed = rowStatus?.status === STATUS_CODE.finished;
    if (rowStatus?.status === STATUS_CODE.dnf && (value('gun_time') !== '' || value('chip_time') !== '')) {
      say(
        'chip_time',
        '未完赛（DNF）没有完赛成绩，请留空',
        'a DNF has no finish time: leave the times empty',
      );
    }
    const untimed = !timed && value('gun_time') === '' && value('chip_time') === '';
    const gun = untimed ? 0 : parseRaceTime(value('gun_time'));
    if (gun === null) {
      say(
        'gun_time',
        `枪声成绩“${value('gun_time')}”不是 1:45:30 这样的时间`,
        `gun_time "${value('gun_time')}" is not a time such as 1:45:30`,
      );
    }
    const chip = untimed ? 0 : parseRaceTime(value('chip_time'));
    if (chip === null) {
      say(
        'chip_time',
        `净成绩“${value('chip_time')}”不是 1:45:30 这样的时间`,
        `chip_time "${value('chip_time')}" is not a time such as 1:45:30`,
      );
    }
    if (gun !== null && chip !== null && chip > gun)
      say('chip_time', '净成绩长于枪声成绩', 'chip_time is longer than gun_time');
    const splits: number[] = [];
    for (const column of SPLIT_COLUMNS) {
      const text = columns.includes(column) ? value(column) : '';
      if (text === '') continue;
      const split = parseRaceTime(text);
      if (split === null || (chip && split >= chip) || split <= (splits.at(-1) ?? 0)) {
        say(
          column,
          `${column}“${text}”不在上一个分段成绩与净成绩之间`,
          `${column} "${text}" is not a time between the previous split and the chip time`,
        );
      } else splits.push(split);
    }
    if (bib.success) {
      const first = bibRows.get(bib.data);
      if (first !== undefined)
        say('bib', `号码布 ${bib.data} 与第 ${first} 行重复`, `bib ${bib.data} is also on row ${first}`);
      else bibRows.set(bib.data, record.line);
    }
    if (rowProblems > 0 || !bib.success || !name.success || !id.success) continue;
    if (gender === undefined || !item || gun === null || chip === null || !rowStatus) continue;
    const idNumber = normalizeIdNumber(id.data);
    rows.push({
      year,
      bib: bib.data,
      race_item: item,
      name: name.data,
      ...nameKeys(name.data),
      gender,
      age_group: ageGroup,
      id_hash: hashPersonal(idNumber),
      id_masked: maskIdNumber(idNumber),
      gun_ms: gun,
      chip_ms: chip,
      splits: JSON.stringify(splits),
      overall_rank: 0,
      gender_rank: 0,
      age_group_rank: 0,
      ...rowStatus,
    });
  }
  return total > 0 ? { ok: false, problems, total } : { ok: true, rows: assignRanks(rows) };
}
