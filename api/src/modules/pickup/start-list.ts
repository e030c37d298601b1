import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { tableFile, type TableFormat } from '../../kernel/table-file';
import {
  applyStartList,
  entriesOfRegNos,
  holdersOfBibs,
  START_LIST_COLUMNS,
  startListRows,
} from '../registrations';
import { readRecords, type RowProblem } from '../results';
import { REGISTRATION_STATUS } from '@marathon/shared/api';

const GENDER = { 1: 'M', 2: 'F' } as const;

async function tableOf(db: Kysely<Database>, year: number): Promise<(string | number)[][]> {
  const rows = await startListRows(db, year);
  return rows.map((row) =>
    START_LIST_COLUMNS.map((column) =>
      column === 'gender' ? (GENDER[row.gender as 1 | 2] ?? '') : (row[column] ?? ''),
    ),
  );
}

/** The start list as CSV (UTF-8 with a BOM, so Excel reads the names) or as an .xlsx workbook. */
export async function exportStartList(
  db: Kysely<Database>,
  year: number,
  format: TableFormat,
): Promise<{ bytes: Buffer; rows: number }> {
  const table = await tableOf(db, year);
  return { bytes: tableFile(format, START_LIST_COLUMNS, table, 'start list'), rows: table.length };
}

/** A start list has at most one row per entry: far fewer than a results file. */
const MAX_START_ROWS = 60_000;
const BIB = /^[A-Za-z0-9-]{1,12}$/;
const CORRAL = /^[A-Za-z0-9-]{1,20}$/;

export type StartListImport =
  { ok: true; updated: number } | { ok: false; problems: RowProblem[]; total: number };

const problem = (row: number, column: string | null, zh: string, en: string): RowProblem => ({
  row,
  column,
  zh,
  en,
});

/**
 * A timing company's start list read back (CSV or .xlsx with at least reg_no and bib; corral optional; other
 * columns ignored): each row must name a confirmed entry of the year, a well-formed bib no other row and no entry
 * outside the file holds. Any problem: nothing is applied, every problem listed with its row, in both languages.
 */
export async function importStartList(
  db: Kysely<Database>,
  year: number,
  bytes: Uint8Array,
  fileName: string,
): Promise<StartListImport> {
  const read = await readRecords(bytes, fileName, {
    maxRows: MAX_START_ROWS,
    tooMany: () => [
      problem(0, null, `文件超过 ${MAX_START_ROWS} 行`, `the file has more than ${MAX_START_ROWS} rows`),
    ],
  });
  if ('problems' in read) return { ok: false, problems: read.problems, total: read.problems.length };
  const [header, ...records] = read.records;
  const names = (header?.fields ?? []).map((field) => field.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name);
  const [regCol, bibCol, corralCol] = [at('reg_no'), at('bib'), at('corral')];
  if (regCol < 0 || bibCol < 0) {
    const missing = problem(
      1,
      null,
      '表头须包含 reg_no 和 bib 列',
      'the header must have the columns reg_no and bib',
    );
    return { ok: false, problems: [missing], total: 1 };
  }
  const problems: RowProblem[] = [];
  const rows: { line: number; regNo: number; bib: string; corral: string | null }[] = [];
  const seenBibs = new Map<string, number>();
  const seenRegs = new Map<number, number>();
  for (const record of records) {
    const cell = (index: number) => (index < 0 ? '' : (record.fields[index] ?? '').trim());
    const regText = cell(regCol);
    const bib = cell(bibCol).toUpperCase();
    const corral = cell(corralCol);
    if (!/^\d{1,9}$/.test(regText)) {
      problems.push(problem(record.line, 'reg_no', '报名号须为数字', 'reg_no must be a number'));
      continue;
    }
    const regNo = Number(regText);
    if (!BIB.test(bib)) {
      problems.push(
        problem(
          record.line,
          'bib',
          '号码布须为 1–12 位字母、数字或 -',
          'bib must be 1–12 letters, digits or -',
        ),
      );
      continue;
    }
    if (corral !== '' && !CORRAL.test(corral)) {
      problems.push(
        problem(
          record.line,
          'corral',
          '出发区须为 1–20 位字母、数字或 -',
          'corral must be 1–20 letters, digits or -',
        ),
      );
      continue;
    }
    const bibRow = seenBibs.get(bib);
    if (bibRow !== undefined) {
      problems.push(
        problem(
          record.line,
          'bib',
          `号码布 ${bib} 与第 ${bibRow} 行重复`,
          `bib ${bib} is also on row ${bibRow}`,
        ),
      );
      continue;
    }
    const regRow = seenRegs.get(regNo);
    if (regRow !== undefined) {
      problems.push(
        problem(
          record.line,
          'reg_no',
          `报名号 ${regNo} 与第 ${regRow} 行重复`,
          `reg_no ${regNo} is also on row ${regRow}`,
        ),
      );
      continue;
    }
    seenBibs.set(bib, record.line);
    seenRegs.set(regNo, record.line);
    rows.push({ line: record.line, regNo, bib, corral: corral === '' ? null : corral });
  }
  const entries = new Map(
    (
      await entriesOfRegNos(
        db,
        year,
        rows.map((row) => row.regNo),
      )
    ).map((e) => [e.reg_no, e]),
  );
  const listed = new Set(rows.map((row) => row.regNo));
  const holders = new Map(
    (
      await holdersOfBibs(
        db,
        year,
        rows.map((row) => row.bib),
      )
    ).map((h) => [h.bib, h.reg_no]),
  );
  for (const row of rows) {
    const entry = entries.get(row.regNo);
    if (!entry) {
      problems.push(
        problem(row.line, 'reg_no', `${year} 年没有报名号 ${row.regNo}`, `no entry ${row.regNo} in ${year}`),
      );
    } else if (entry.status !== REGISTRATION_STATUS.confirmed) {
      problems.push(
        problem(row.line, 'reg_no', `报名号 ${row.regNo} 未确认参赛`, `entry ${row.regNo} is not confirmed`),
      );
    }
    const holder = holders.get(row.bib);
    if (holder !== undefined && holder !== row.regNo && !listed.has(holder)) {
      problems.push(
        problem(
          row.line,
          'bib',
          `号码布 ${row.bib} 已属于报名号 ${holder}`,
          `bib ${row.bib} already belongs to entry ${holder}`,
        ),
      );
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    return { ok: false, problems: problems.slice(0, 500), total: problems.length };
  }
  await applyStartList(db, year, rows);
  return { ok: true, updated: rows.length };
}
