import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESULTS_STATUS, raceYearSchema } from '@marathon/shared/api';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { raceDateOf } from './generator';
import { checkResultsFile } from './results-csv';
import { writeEdition } from './store';

const USAGE = `usage: pnpm --filter @marathon/api results import <year> <file.csv> [--final]

Replaces the results of <year> with the rows of <file.csv> (UTF-8, header row):
  bib,name,gender,age_group,id_number,race_item,gun_time,chip_time[,split_5k,split_10k,split_15k,split_20k]
gender M/F (or 男/女), age_group 16-29|30-39|40-49|50-59|60+, race_item half|fun, times H:MM:SS.
Every row is checked first; any bad row rejects the whole file and nothing is written.
--final marks the year's results final (default: provisional).`;

/** `results import <year> <file.csv> [--final]`: all rows or none, in one transaction. */
export async function main(argv: string[]): Promise<number> {
  const [command, yearText, file, ...flags] = argv;
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
  const text = await readFile(filePath, 'utf8');
  const check = checkResultsFile(text, year.data);
  if (!check.ok) {
    console.error(`${filePath}: ${check.problems.length} problem(s), nothing imported:`);
    for (const { line, problem } of check.problems.slice(0, 200)) console.error(`  line ${line}: ${problem}`);
    if (check.problems.length > 200) console.error(`  … and ${check.problems.length - 200} more`);
    return 1;
  }
  const database = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const existing = await database.db
      .selectFrom('race_editions')
      .select('race_date')
      .where('year', '=', year.data)
      .executeTakeFirst();
    await writeEdition(database.db, {
      year: year.data,
      raceDate: existing?.race_date ?? raceDateOf(year.data),
      resultsStatus: flags.includes('--final') ? RESULTS_STATUS.final : RESULTS_STATUS.provisional,
      results: check.rows,
    });
    console.log(
      `imported ${check.rows.length} results for ${year.data} in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
