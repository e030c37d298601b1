import type { Kysely } from 'kysely';
import type { BibAssignInput } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { bibsTakenIn, confirmedEntriesOf, giveBib } from '../registrations';
import { kitAnswersOf } from '../signup';

/** The highest bib an assignment tries before it gives up (the schema's bound). */
const LAST_BIB = 999_999;

/**
 * Numbers a race item's confirmed entries without a bib: fastest declared or proven time first (no time last, in
 * registration order), bibs from `firstBib` skipping the reserved ranges and every bib the year has given, corrals
 * filled in order. Entries that already have a bib keep it (and count towards their corral's size), so a second
 * run gives nothing twice. Each bib is given by a conditional update under the (year, bib) unique index: two
 * processes assigning at once never give one bib twice, nor one entry two bibs (a refused bib is skipped).
 */
export async function assignBibs(
  db: Kysely<Database>,
  input: BibAssignInput,
): Promise<{ assigned: number; kept: number }> {
  const entries = await confirmedEntriesOf(db, input.year, input.raceItem);
  const answers = await kitAnswersOf(
    db,
    input.year,
    entries.map((entry) => entry.reg_no),
  );
  const seconds = (regNo: number) => answers.get(regNo)?.bestSeconds ?? Number.POSITIVE_INFINITY;
  const ordered = [...entries].sort((a, b) => seconds(a.reg_no) - seconds(b.reg_no) || a.reg_no - b.reg_no);
  const taken = await bibsTakenIn(db, input.year);
  const reserved = (n: number) => input.reserved.some((range) => n >= range.from && n <= range.to);

  // How many places each corral still has once the numbered entries are counted.
  const room = input.corrals.map((corral) => corral.size);
  for (const entry of entries) {
    const index = input.corrals.findIndex((corral) => corral.name === entry.corral);
    if (entry.bib !== null && index >= 0) room[index] = (room[index] ?? 0) - 1;
  }
  const corralFor = (): string => {
    const index = room.findIndex((left) => left > 0);
    const chosen = index >= 0 ? index : input.corrals.length - 1;
    room[chosen] = (room[chosen] ?? 0) - 1;
    // The schema asks for at least one corral, so the last one is there.
    return input.corrals[chosen]?.name ?? '';
  };

  let next = input.firstBib;
  let assigned = 0;
  let kept = 0;
  for (const entry of ordered) {
    if (entry.bib !== null) {
      kept += 1;
      continue;
    }
    const corral = corralFor();
    for (;;) {
      while (next <= LAST_BIB && (reserved(next) || taken.has(String(next)))) next += 1;
      if (next > LAST_BIB) throw new Error('no bib numbers left under 999999');
      const bib = String(next);
      taken.add(bib);
      const outcome = await giveBib(db, input.year, entry.reg_no, bib, corral);
      if (outcome === 'taken') continue;
      if (outcome === 'set') assigned += 1;
      else {
        // Another run numbered this entry meanwhile: the number stays free for the next one.
        taken.delete(bib);
        kept += 1;
      }
      break;
    }
  }
  return { assigned, kept };
}
