import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODE, endpoints, PICKUP_DESK_HEADER, REGISTRATION_STATUS } from '@marathon/shared/api';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { readOneFile } from '../../platform/http/read-multipart-file';
import { route } from '../../platform/http/route';
import type { StaffActor } from '../../kernel/staff-actor';
import { entryForPickup } from '../registrations';
import { signupEntryOf } from '../signup';
import { assignBibs } from './bib-assignment';
import { deskOf, issueDesk, listDesks, revokeDesk } from './desks';
import { signTicket } from './e-ticket';
import { findRunner, recordPickup } from './pickups';
import { exportStartList, importStartList } from './start-list';
import { deskRefused, pickupRefused } from './refusals';
import { auditOriginOf } from '../../platform/http/audit-origin';
import { noStore } from '../../platform/http/http-cache';

export interface PickupDeps {
  /** Signs and checks e-tickets (CAPTCHA_SECRET, which every API process shares). */
  ticketSecret: string;
  /** Where the phone site's desk page is: the issued link is `<siteUrl>/m/pickup#desk=<secret>`. */
  siteUrl: string | null;
  now?: () => number;
  /** Open live views of a year hear that its bibs changed (an imported start list): main/ gives live's. */
  bibsChanged?: (year: number) => Promise<void>;
}

/** A start list is small: a few MB even for 60,000 runners. */
const MAX_START_LIST_BYTES = 16 * 1024 * 1024;

/**
 * Bibs (season.manage), desk links (pickup.manage), the desk page's calls (opened by a desk link's secret only)
 * and the runner's e-ticket. Every organiser action and every desk's read of a runner is in the audit trail.
 */
export function registerPickupRoutes(
  app: FastifyInstance,
  { db, audit }: AppContext,
  deps: PickupDeps,
): void {
  const now = deps.now ?? Date.now;

  route(app, endpoints.seasonBibsAssign, { before: noStore }, async ({ request, body, staff }) => {
    const result = await assignBibs(db, body);
    await audit.record(
      staff,
      { action: 'season.bibs', recordType: 'race-item', recordId: `${body.year}/${body.raceItem}` },
      auditOriginOf(request),
    );
    return result;
  });

  route(
    app,
    endpoints.seasonStartListExport,
    { before: noStore },
    async ({ request, reply, query, staff }) => {
      const { bytes } = await exportStartList(db, query.year, query.format);
      await audit.record(
        staff,
        { action: 'season.start-list-export', recordType: 'start-list', recordId: query.year },
        auditOriginOf(request),
      );
      const type =
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="start-list-${query.year}.${query.format}"`)
        .send(bytes);
    },
  );

  route(app, endpoints.seasonStartListImport, { before: noStore }, async ({ request, query, staff }) => {
    const file = await readOneFile(request, MAX_START_LIST_BYTES);
    const result = await importStartList(db, query.year, file.buffer, file.name);
    if (!result.ok) {
      throw new ApiFailure(
        API_CODE.badRequest,
        bilingual(
          `文件有 ${result.total} 处问题，未导入任何数据`,
          `The file has ${result.total} problem(s): nothing was imported`,
        ),
        { problems: result.problems, total: result.total },
      );
    }
    await audit.record(
      staff,
      { action: 'season.start-list-import', recordType: 'start-list', recordId: query.year },
      auditOriginOf(request),
    );
    await deps.bibsChanged?.(query.year);
    return { updated: result.updated };
  });

  route(app, endpoints.pickupDeskIssue, { before: noStore }, async ({ request, body, staff }) => {
    const desk = await issueDesk(db, body, staff, now());
    await audit.record(
      staff,
      { action: 'pickup.desk-issue', recordType: 'pickup-desk', recordId: desk.deskId },
      auditOriginOf(request),
    );
    const base = (deps.siteUrl ?? '').replace(/\/+$/, '');
    return { deskId: desk.deskId, link: `${base}/m/pickup#desk=${desk.token}`, expiresAt: desk.expiresAt };
  });

  // No personal data in the list (desk names, the issuer's name, counts): a read not recorded in the audit trail.
  route(app, endpoints.pickupDeskList, { before: noStore }, async ({ query }) => ({
    desks: await listDesks(db, query.year),
  }));

  route(app, endpoints.pickupDeskRevoke, { before: noStore }, async ({ request, body, staff }) => {
    const revoked = await revokeDesk(db, body.deskId, now());
    await audit.record(
      staff,
      { action: 'pickup.desk-revoke', recordType: 'pickup-desk', recordId: body.deskId },
      auditOriginOf(request),
    );
    return { revoked };
  });

  /** The desk the call's header opens, and the actor its actions are recorded as (the issuer, at that desk). */
  async function deskCall(request: FastifyRequest) {
    const header = request.headers[PICKUP_DESK_HEADER];
    const check = await deskOf(db, typeof header === 'string' ? header : undefined, now());
    if (!check.ok) throw deskRefused(check.reason);
    const actor: StaffActor = {
      staffId: check.desk.issued_by,
      name: `${check.desk.issued_by_name} · ${check.desk.desk_name}`,
      email: '',
      role: 'volunteer',
      permissions: ['pickup.record'],
    };
    return { desk: check.desk, actor };
  }

  route(app, endpoints.pickupDeskFind, { before: noStore }, async ({ request, body }) => {
    const { desk, actor } = await deskCall(request);
    const found = await findRunner(db, deps.ticketSecret, desk.year, body);
    if (!found.ok) throw pickupRefused(found.reason);
    await audit.record(
      actor,
      { action: 'pickup.find', recordType: 'registration', recordId: `${desk.year}/${found.runner.regNo}` },
      auditOriginOf(request),
    );
    return found.runner;
  });

  route(app, endpoints.pickupDeskRecord, { before: noStore }, async ({ request, body }) => {
    const { desk, actor } = await deskCall(request);
    const recorded = await recordPickup(db, deps.ticketSecret, desk, body, now());
    if (!recorded.ok) throw pickupRefused(recorded.reason);
    await audit.record(
      actor,
      {
        action: recorded.outcome === 'recorded' ? 'pickup.record' : 'pickup.already',
        recordType: 'registration',
        recordId: `${desk.year}/${recorded.runner.regNo}`,
      },
      auditOriginOf(request),
    );
    return { outcome: recorded.outcome, runner: recorded.runner };
  });

  route(app, endpoints.eTicket, { before: noStore }, async ({ query, session }) => {
    const signup = await signupEntryOf(db, session.userId, query.year);
    const entry = signup ? await entryForPickup(db, query.year, signup.reg_no) : undefined;
    if (!entry || entry.status !== REGISTRATION_STATUS.confirmed || entry.bib === null) {
      throw new ApiFailure(
        API_CODE.notFound,
        bilingual(
          '电子领物凭证将在确认参赛并分配号码布后发放',
          'Your e-ticket comes once your place is confirmed and a bib is assigned',
        ),
        null,
        200,
      );
    }
    return {
      ticket: signTicket(deps.ticketSecret, { year: entry.year, regNo: entry.reg_no, bib: entry.bib }),
      year: entry.year,
      regNo: entry.reg_no,
      bib: entry.bib,
      name: entry.name,
      raceItem: entry.race_item,
      corral: entry.corral,
      idMasked: entry.id_masked,
    };
  });
}
