import type { Kysely } from 'kysely';
import type { RegionValue } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { failures } from '../../../platform/http/api-failure';
import { csvLine } from '../../../kernel/csv';
import { plainCell } from '../../../kernel/table-file';
import { regionName } from '../../reference';
import type { SignupMailingsTable } from '../tables';

/** The courier's shipping list: the organiser's review CLI `mailings [year]` prints it. */
export const SHIPPING_COLUMNS = [
  'request_id',
  'reg_no',
  'recipient',
  'phone',
  'province',
  'city',
  'district',
  'address',
  'shirt_size',
  'status',
  'created_at',
] as const;

const STATUS_NAMES: Record<number, string> = { 0: 'received', 1: 'shipped' };

function shirtSizeOf(answers: string): string {
  const value = (JSON.parse(answers) as Record<string, unknown>).shirtSize;
  return typeof value === 'string' ? value : '';
}

/** The header and one CSV line per mailing request (of one year, or of every year), oldest first. */
export async function shippingListCsv(db: Kysely<Database>, year?: number): Promise<string[]> {
  let query = db
    .selectFrom('signup_mailings as m')
    .innerJoin('signup_registrations as r', 'r.id', 'm.registration_id')
    .select([
      'm.id',
      'm.recipient',
      'm.phone',
      'm.region',
      'm.status',
      'm.created_at',
      'r.reg_no',
      'r.answers',
    ])
    .orderBy('m.year')
    .orderBy('m.id');
  if (year !== undefined) query = query.where('m.year', '=', year);
  const lines = [csvLine(SHIPPING_COLUMNS)];
  for (const row of await query.execute()) {
    const region = JSON.parse(row.region) as RegionValue;
    lines.push(
      csvLine([
        row.id,
        row.reg_no,
        plainCell(row.recipient),
        row.phone,
        regionName(region.province) ?? region.province,
        regionName(region.city) ?? region.city,
        regionName(region.area) ?? region.area,
        plainCell(region.address),
        plainCell(shirtSizeOf(row.answers)),
        STATUS_NAMES[row.status] ?? String(row.status),
        new Date(Number(row.created_at)).toISOString(),
      ]),
    );
  }
  return lines;
}

/** A courier's tracking number: letters, digits and dashes. */
export const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Marks a received request shipped with its tracking number (the member centre then shows both). Fails, naming
 * why, for an unknown request or one already shipped.
 */
export async function markShipped(
  db: Kysely<Database>,
  requestId: number,
  trackingNo: string,
  now: number,
): Promise<SignupMailingsTable> {
  const result = await db
    .updateTable('signup_mailings')
    .set({ status: 1, tracking_no: trackingNo, updated_at: now })
    .where('id', '=', requestId)
    .where('status', '=', 0)
    .executeTakeFirst();
  const row = await db
    .selectFrom('signup_mailings')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw failures.notFound(`邮寄申请不存在：${requestId}`, `No mailing request ${requestId}`);
  if (Number(result.numUpdatedRows) === 0) {
    throw failures.badRequest(
      `邮寄申请 ${requestId} 已寄出（运单号 ${row.tracking_no ?? '无'}）`,
      `Mailing request ${requestId} has already shipped (tracking number ${row.tracking_no ?? 'none'})`,
    );
  }
  return row;
}
