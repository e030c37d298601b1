import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { raceYearSchema } from '@marathon/shared/api';
import type { Kysely } from 'kysely';
import { loadConfig, type DatabaseConfig } from '../platform/config/config';
import type { Database } from '../platform/db/schema';
import { openDatabase } from '../platform/db/connect';
import { ensureSchema } from './schema-ready';
import { ActingStaffError, actingStaff, recordCliAction, takeActingAs } from './acting-staff';
import { forgetLiveReads, openLiveBus, WHOLE_YEAR } from '../modules/live';
import { importResults, whenResultsReplaced } from '../modules/results';
import { readRaceCalendar } from '../modules/sites';
import { checkResultsUpload } from '../modules/results';
import { printRowProblems } from './row-problems';

const USAGE = `usage: node api/dist/cli.js results import <year> <file.csv|file.xlsx> [--final] --as <staff email>

Replaces the results of <year> with the rows of the file: a CSV in UTF-8 (with or without BOM) or GB18030
(what Excel on a Chinese Windows saves), told apart automatically, or the first sheet of an .xlsx workbook.
The first row names the columns, in any order:
  bib,name,gender,age_group,id_number,race_item,gun_time,chip_time[,split_5k,split_10k,split_15k,split_20k]
gender M/F (or 男/女), age_group 16-29|30-39|40-49|50-59|60+, race_item half|fun, times H:MM:SS.
Every row is checked first; any bad row rejects the whole file and nothing is written.
--final marks the year's results final (default: provisional).

usage: node api/dist/cli.js results passings <year> <file.csv|file.xlsx> [--provider <name>] --as <staff email>

Both act as the named staff member (a role allowed to import results) and are recorded in the audit trail.

Race day, live: a file of passings (columns bib, point, time; optional timing = chip|gun, correction = yes|no),
judged as the timing feed judges them (a passing sent twice counts once); every refused row is printed with its
reason.`;

const FORMAT_NAMES = { 'csv-utf-8': 'CSV (UTF-8)', 'csv-gb18030': 'CSV (GB18030)', xlsx: 'XLSX' } as const;

/**
 * Open live views show the imported results at once: on PostgreSQL every API process hears this NOTIFY; on SQLite
 * the API notices the import itself within seconds (`live/import-watch.ts`).
 */
async function tellLiveViews(config: DatabaseConfig, db: Kysely<Database>, year: number): Promise<void> {
  if (config.kind !== 'postgres') {
    console.log('open live views show these results within a few seconds');
    return;
  }
  const bus = await openLiveBus(config, db, (message) => console.error(message));
  try {
    await bus.publish({ year, bibs: [WHOLE_YEAR] });
    console.log('open live views were told of these results');
  } finally {
    await bus.close();
  }
}

async function passingsCommand(
  yearText: string,
  file: string,
  flags: string[],
  as: string | null,
): Promise<number> {
  const year = raceYearSchema.safeParse(yearText);
  const [flag, provider, ...rest] = flags;
  if (!year.success || (flag !== undefined && (flag !== '--provider' || !provider)) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  // Loaded for this command only: the results import never needs the live code.
  const { passingsMain } = await import('./passings-cli');
  return passingsMain(year.data, file, provider ?? 'file', as);
}

/**
 * `results import <year> <file> [--final] --as <staff email>`: all rows or none, in one transaction, as a staff
 * member allowed to import results (recorded in the audit trail).
 */
export async function main(argv: string[]): Promise<number> {
  const { as, rest } = takeActingAs(argv);
  const [command, yearText, file, ...flags] = rest;
  if (command === 'passings' && yearText && file) return passingsCommand(yearText, file, flags, as);
  if (command !== 'import' || !yearText || !file || flags.some((flag) => flag !== '--final')) {
    console.error(USAGE);
    return 2;
  }
  const year = raceYearSchema.safeParse(yearText);
  if (!year.success) {
    console.error(`"${yearText}" is not a race year.\n\n${USAGE}`);
    return 2;
  }
  // pnpm runs the script inside api/: a relative path means the caller's directory.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  // In this process: a shell command blocks no visitor, and its memory is the organiser's terminal's.
  const check = await checkResultsUpload(await readFile(filePath), filePath, year.data);
  const format = check.format ? ` (${FORMAT_NAMES[check.format]})` : '';
  if (!check.ok) {
    printRowProblems(
      `${filePath}${format}: ${check.total} problem(s), nothing imported:`,
      check.problems,
      check.total,
    );
    return 1;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await ensureSchema(database.db, config);
    const actor = await actingStaff(database.db, as, 'results.import').catch((error: unknown) => {
      if (error instanceof ActingStaffError) return error;
      throw error;
    });
    if (actor instanceof ActingStaffError) {
      console.error(actor.message);
      return 1;
    }
    whenResultsReplaced(database.db, forgetLiveReads);
    const started = performance.now();
    const raceDay = (await readRaceCalendar(database.db)).raceDayOf(year.data);
    await importResults(
      database.db,
      { year: year.data, final: flags.includes('--final'), rows: check.rows },
      raceDay,
    );
    await recordCliAction(database.db, actor, {
      action: 'results.import',
      recordType: 'results-year',
      recordId: year.data,
    });
    console.log(
      `imported ${check.rows.length} results for ${year.data}${format} in ${Math.round(performance.now() - started)} ms`,
    );
    await tellLiveViews(config.database, database.db, year.data);
    return 0;
  } finally {
    await database.close();
  }
}
