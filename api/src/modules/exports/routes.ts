import type { FastifyInstance } from 'fastify';
import { endpoints, type ExportKind } from '@marathon/shared/api';
import type { AppContext } from '../../platform/context';
import { auditOriginOf } from '../../platform/http/audit-origin';
import { noStore } from '../../platform/http/http-cache';
import { route } from '../../platform/http/route';
import { TABLE_FILE_TYPE, tableFile } from '../../kernel/table-file';
import type { ExportTable } from './export-table';
import { mailingListTable } from './mailing-list-file';
import { participantsTable } from './participants-file';
import { registrationsTable } from './registrations-file';
import { resultsTable } from './results-file';

/** The four export endpoints: one query schema, a file answer each, told apart by path and permission. */
type ExportEndpoint = (typeof endpoints)[
  'exportRegistrations' | 'exportMailingList' | 'exportResults' | 'exportParticipants'];
type TableOf = (year: number, raceItem: string | undefined) => Promise<ExportTable>;

/**
 * The organisers' downloads, CSV or .xlsx. Each is a read of runners' personal data carried out of the site: it is
 * recorded in the audit trail (`export.<kind>`, the year, race item and format) with the member, before the file
 * is sent.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  { db, audit }: AppContext,
  now: () => number = Date.now,
): void {
  const serve = (kind: ExportKind, declared: ExportEndpoint, tableOf: TableOf) =>
    route(app, declared, { before: noStore }, async ({ request, reply, query, staff }) => {
      const table = await tableOf(query.year, query.raceItem);
      const bytes = tableFile(query.format, table.columns, table.rows, table.sheet);
      await audit.record(
        staff,
        {
          action: `export.${kind}`,
          recordType: 'export',
          recordId: `${query.year}/${query.raceItem ?? 'all'}/${query.format}`,
        },
        auditOriginOf(request),
      );
      const name = `${table.stem}${query.raceItem ? `-${query.raceItem}` : ''}.${query.format}`;
      return reply
        .type(TABLE_FILE_TYPE[query.format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(bytes);
    });
  serve('registrations', endpoints.exportRegistrations, (year, item) => registrationsTable(db, year, item));
  serve('mailing-list', endpoints.exportMailingList, (year, item) => mailingListTable(db, year, item));
  serve('results', endpoints.exportResults, (year, item) => resultsTable(db, year, item));
  serve('participants', endpoints.exportParticipants, (year, item) =>
    participantsTable(db, year, item, now()),
  );
}
