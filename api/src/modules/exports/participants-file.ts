import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { beijingDateAt } from '../../kernel/beijing-day';
import { plainCell } from '../../kernel/table-file';
import { kitPickupsOf } from '../pickup';
import { entriesForExport } from '../registrations';
import { contactsOfYear } from '../signup';
import { beijingTime, genderWord } from './cells';
import type { ExportTable } from './export-table';

/**
 * What a race director needs with the site down on race day, in the order they look: the bib and race item to
 * find a runner (at the start, at an aid station, at the finish), the name and masked ID to tell who stands there
 * (the masked copy is all the site keeps; its last digits match the document the runner shows), the runner's phone
 * and the emergency contact to call, blood type and health notes for the medics, and whether the kit was collected
 * (no kit, no start). Nothing of payment or the draw: it does not matter once the entry is confirmed.
 */
const COLUMNS = [
  'race_item',
  'bib',
  'corral',
  'name',
  'gender',
  'birth_year',
  'nationality',
  'id_type',
  'id_masked',
  'phone',
  'emergency_contact',
  'emergency_phone',
  'blood_type',
  'medical_notes',
  'kit_picked_up_at',
  'reg_no',
] as const;

/** Everyone who may start (the confirmed entries, with or without a bib yet), by race item and bib. */
export async function participantsTable(
  db: Kysely<Database>,
  year: number,
  raceItem: string | undefined,
  now: number,
): Promise<ExportTable> {
  const [entries, contacts, pickups] = await Promise.all([
    entriesForExport(db, year, raceItem),
    contactsOfYear(db, year),
    kitPickupsOf(db, year),
  ]);
  const starting = entries
    .filter((entry) => entry.status === REGISTRATION_STATUS.confirmed)
    .sort(
      (a, b) =>
        a.race_item.localeCompare(b.race_item) ||
        // Without a bib last: the ones the desk must still look up by name.
        (a.bib ?? '\uffff').localeCompare(b.bib ?? '\uffff', 'en', { numeric: true }) ||
        a.reg_no - b.reg_no,
    );
  const rows = starting.map((entry) => {
    const contact = contacts.get(entry.reg_no);
    return [
      entry.race_item,
      entry.bib,
      entry.corral,
      plainCell(entry.name),
      genderWord(entry.gender),
      entry.birth_year,
      entry.nationality,
      contact?.idCategory ?? '',
      entry.id_masked,
      // An entry from a third party has no sign-up here: only its masked phone is known.
      plainCell(contact?.phone ?? entry.phone_masked),
      plainCell(contact?.emergencyName ?? ''),
      plainCell(contact?.emergencyPhone ?? ''),
      plainCell(contact?.bloodType ?? ''),
      plainCell(contact?.medicalNotes ?? ''),
      beijingTime(pickups.get(entry.reg_no)),
      entry.reg_no,
    ];
  });
  // Dated by Beijing's day: the file of each morning is kept beside the day before's.
  return {
    columns: COLUMNS,
    rows,
    sheet: 'participants',
    stem: `participants-${year}-${beijingDateAt(now)}`,
  };
}
