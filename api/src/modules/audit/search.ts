import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEvent, AuditQuery } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { csvLine } from '../../kernel/csv';
import type { AuditEventsTable } from './tables';

/** An export holds at most this many rows (newest first): a narrower search gets the rest. */
export const EXPORT_MAX_ROWS = 50_000;

type Filter = Omit<AuditQuery, 'page' | 'pageSize'>;

function filtered(
  db: Kysely<Database>,
  filter: Filter,
): SelectQueryBuilder<Database, 'audit_events', object> {
  let query = db.selectFrom('audit_events');
  if (filter.memberId !== undefined) query = query.where('staff_id', '=', filter.memberId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType);
  if (filter.recordId !== undefined) query = query.where('record_id', '=', filter.recordId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  return query;
}

const toEvent = (row: AuditEventsTable): AuditEvent => ({
  id: row.id,
  at: Number(row.at),
  staffId: row.staff_id,
  staffName: row.staff_name,
  staffRole: row.staff_role,
  action: row.action,
  recordType: row.record_type,
  recordId: row.record_id,
  clientAddress: row.client_address,
  requestId: row.request_id,
});

export async function searchAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ events: AuditEvent[]; total: number; page: number; pageSize: number }> {
  const { page, pageSize, ...filter } = query;
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { events: rows.map(toEvent), total: Number(count.n), page, pageSize };
}

const HEADER = [
  'at',
  'staff_id',
  'staff_name',
  'staff_role',
  'action',
  'record_type',
  'record_id',
  'client_address',
  'request_id',
];

/** A cell a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`) is kept as text. */
const asText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The search as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese names), newest first. */
export async function auditCsv(db: Kysely<Database>, query: AuditQuery): Promise<string> {
  const { page: _page, pageSize: _size, ...filter } = query;
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(EXPORT_MAX_ROWS)
    .execute();
  const lines = [csvLine(HEADER)];
  for (const row of rows) {
    lines.push(
      csvLine([
        new Date(Number(row.at)).toISOString(),
        row.staff_id,
        asText(row.staff_name),
        row.staff_role,
        row.action,
        row.record_type,
        asText(row.record_id),
        row.client_address,
        row.request_id,
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
