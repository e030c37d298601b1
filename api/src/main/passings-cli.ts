import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../platform/config/config';
import { readRaceCalendar } from '../modules/sites';
import { openDatabase } from '../platform/db/connect';
import { ensureSchema } from './schema-ready';
import { printRowProblems } from './row-problems';
import { ActingStaffError, actingStaff, recordCliAction } from './acting-staff';
import type { StaffActor } from '../kernel/staff-actor';
import { openLiveBus } from '../modules/live';
import { markLiveChanged } from '../modules/live';
import { ingestPassingsFile } from '../modules/live';
import { readPassingsFile } from '../modules/results';
import { liveRulesSource } from '../modules/live';

/**
 * `results passings <year> <file> [--provider <name>]`: a timing company's file of passings (bib, point, time,
 * optional timing and correction), judged as the feed judges them; every refused row is printed with its reason.
 * Open live views hear of the changes: NOTIFY on PostgreSQL, the year's mark on SQLite.
 */
export async function passingsMain(
  year: number,
  file: string,
  provider: string,
  as: string | null,
): Promise<number> {
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const read = await readPassingsFile(await readFile(filePath), filePath);
  if (!read.ok) {
    printRowProblems(`${filePath}: ${read.total} problem(s), nothing taken:`, read.problems, read.total);
    return 1;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await ensureSchema(database.db, config);
    let actor: StaffActor;
    try {
      actor = await actingStaff(database.db, as, 'results.import');
    } catch (error) {
      if (!(error instanceof ActingStaffError)) throw error;
      console.error(error.message);
      return 1;
    }
    const rules = await liveRulesSource(config.contentDir, (message) => console.error(message)).current();
    const { results, changed, moved } = await ingestPassingsFile(
      database.db,
      { year, provider, passings: read.passings },
      rules,
      await readRaceCalendar(database.db),
    );
    await recordCliAction(database.db, actor, {
      action: 'passings.import',
      recordType: 'results-year',
      recordId: `${year}/${provider}`,
    });
    const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
    console.log(
      `${results.length} passing(s) for ${year}: ${count('accepted')} accepted, ${count('replaced')} replaced, ` +
        `${count('duplicate')} duplicate, ${count('refused')} refused`,
    );
    for (const result of results) {
      if (result.outcome === 'refused' && result.reason) {
        console.log(
          `  row ${result.row}, ${result.bib} ${result.point ?? ''}: ${result.reason.zh} / ${result.reason.en}`,
        );
      }
    }
    if (changed.length > 0) {
      if (config.database.kind === 'postgres') {
        const bus = await openLiveBus(config.database, database.db, (message) => console.error(message));
        await bus.publish({ year, bibs: changed, moved }).finally(() => bus.close());
      } else {
        await markLiveChanged(database.db, year);
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}
