import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { plainCell } from '../../kernel/table-file';
import { optedOutAmong } from '../messages';
import { entriesForExport } from '../registrations';
import { contactsOfYear, signersOf } from '../signup';
import { statusWord } from './cells';
import type { ExportTable } from './export-table';

const COLUMNS = ['reg_no', 'race_item', 'name', 'status', 'email', 'phone'] as const;

/**
 * The registrants the organisers can write to: every entry of the edition (or one race item) whose sign-up gave an
 * e-mail or a phone, less the entries whose account opted out of the organisers' messages (the same rule the
 * messages' own recipients follow).
 */
export async function mailingListTable(
  db: Kysely<Database>,
  year: number,
  raceItem: string | undefined,
): Promise<ExportTable> {
  const [entries, contacts] = await Promise.all([
    entriesForExport(db, year, raceItem),
    contactsOfYear(db, year),
  ]);
  const signers = await signersOf(
    db,
    year,
    entries.map((entry) => entry.reg_no),
  );
  const optedOut = await optedOutAmong(db, [...new Set(signers.values())]);
  const rows = entries.flatMap((entry) => {
    const contact = contacts.get(entry.reg_no);
    if (!contact || (contact.email === null && contact.phone === null)) return [];
    const signer = signers.get(entry.reg_no);
    if (signer !== undefined && optedOut.has(signer)) return [];
    return [
      [
        entry.reg_no,
        entry.race_item,
        plainCell(entry.name),
        statusWord(entry.status),
        plainCell(contact.email ?? ''),
        plainCell(contact.phone ?? ''),
      ],
    ];
  });
  return { columns: COLUMNS, rows, sheet: 'mailing list', stem: `mailing-list-${year}` };
}
