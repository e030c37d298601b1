import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { plainCell } from '../../kernel/table-file';
import { entriesForExport } from '../registrations';
import { contactsOfYear } from '../signup';
import { statusWord } from './cells';
import type { ExportTable } from './export-table';

const COLUMNS = ['reg_no', 'race_item', 'name', 'status', 'email', 'phone'] as const;

/**
 * The registrants the organisers can write to: every entry of the edition (or one race item) whose sign-up gave an
 * e-mail or a phone. There is no opt-out of the organisers' messages yet: once one is kept, the entries that took
 * it are left out here.
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
  const rows = entries.flatMap((entry) => {
    const contact = contacts.get(entry.reg_no);
    if (!contact || (contact.email === null && contact.phone === null)) return [];
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
