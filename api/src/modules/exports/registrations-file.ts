import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { plainCell } from '../../kernel/table-file';
import { paymentsOfYear } from '../payments';
import { entriesForExport } from '../registrations';
import { beijingTime, channelWord, genderWord, statusWord, yuan } from './cells';
import type { ExportTable } from './export-table';

const COLUMNS = [
  'reg_no',
  'race_item',
  'name',
  'gender',
  'birth_year',
  'age_group',
  'nationality',
  'id_masked',
  'phone_masked',
  'channel',
  'status',
  'bib',
  'corral',
  'registered_at',
  'withdrawn_at',
  'payment_state',
  'amount_yuan',
  'paid_yuan',
  'refunded_yuan',
  'paid_at',
  'payment_provider',
  'order_no',
] as const;

/** Every entry of the edition (or one race item) with its status, bib and payment, by registration number. */
export async function registrationsTable(
  db: Kysely<Database>,
  year: number,
  raceItem: string | undefined,
): Promise<ExportTable> {
  const [entries, payments] = await Promise.all([
    entriesForExport(db, year, raceItem),
    paymentsOfYear(db, year),
  ]);
  const rows = entries.map((entry) => {
    const payment = payments.get(entry.reg_no);
    return [
      entry.reg_no,
      entry.race_item,
      plainCell(entry.name),
      genderWord(entry.gender),
      entry.birth_year,
      entry.age_group,
      entry.nationality,
      entry.id_masked,
      entry.phone_masked,
      channelWord(entry.channel),
      statusWord(entry.status),
      entry.bib,
      entry.corral,
      beijingTime(entry.registered_at),
      beijingTime(entry.withdrawn_at),
      payment?.state ?? '',
      payment ? yuan(payment.amountFen) : '',
      payment ? yuan(payment.paidFen) : '',
      payment ? yuan(payment.refundedFen) : '',
      beijingTime(payment?.paidAt),
      payment?.provider ?? '',
      payment?.orderNo ?? '',
    ];
  });
  return { columns: COLUMNS, rows, sheet: 'registrations', stem: `registrations-${year}` };
}
