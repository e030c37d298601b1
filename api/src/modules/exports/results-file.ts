import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { plainCell } from '../../kernel/table-file';
import { resultsForExport, statusOf } from '../results';
import { genderWord, raceTime } from './cells';
import type { ExportTable } from './export-table';

const COLUMNS = [
  'race_item',
  'overall_rank',
  'bib',
  'name',
  'gender',
  'age_group',
  'gun_time',
  'chip_time',
  'gender_rank',
  'age_group_rank',
  'status',
  'status_reason_zh',
  'status_reason_en',
] as const;

/** The edition's results (or one race item's), by race item and overall rank; a DNF or DQ row has no rank. */
export async function resultsTable(
  db: Kysely<Database>,
  year: number,
  raceItem: string | undefined,
): Promise<ExportTable> {
  const results = await resultsForExport(db, year, raceItem);
  const rows = results.map((row) => [
    row.race_item,
    row.overall_rank > 0 ? row.overall_rank : '',
    row.bib,
    plainCell(row.name),
    genderWord(row.gender),
    row.age_group,
    raceTime(row.gun_ms),
    raceTime(row.chip_ms),
    row.gender_rank > 0 ? row.gender_rank : '',
    row.age_group_rank > 0 ? row.age_group_rank : '',
    statusOf(row.status),
    plainCell(row.status_reason_zh ?? ''),
    plainCell(row.status_reason_en ?? ''),
  ]);
  return { columns: COLUMNS, rows, sheet: 'results', stem: `results-${year}` };
}
