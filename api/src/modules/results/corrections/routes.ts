import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE, CORRECTION_STATUS, endpoints } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure, bilingual, failures } from '../../../platform/http/api-failure';
import { markPrivate } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { ownedUploads } from '../../uploads';
import type { AuditTrail } from '../../../kernel/audit-trail';
import { ownershipRefusal, type EntryOwners } from '../../registrations';
import { hashPersonal, normalizeIdNumber } from '../../../kernel/identity';
import { parseRaceTime } from '../results-csv';
import { findResultByBib } from '../repository';
import {
  insertCorrection,
  myCorrections,
  openCorrectionFor,
  correctionsSince,
  openCorrections,
  toCorrection,
} from './repository';
import { reviewCorrection } from './review';
import { auditOriginOf } from '../../../platform/http/audit-origin';

/** Requests one account may file a day: a runner with a real problem files one; a troll is stopped soon. */
export const CORRECTIONS_PER_DAY = 5;
const DAY_MS = 24 * 3_600_000;

/**
 * Correction requests: a logged-in runner files one for a result that is theirs: the ID number must match, and the
 * account must own the entry (`EntryOwners`: the account that signed up, or one logged in by a code to the
 * entry's phone), since an ID number alone is known to too many (issue 41 item 1). Each owner has at most one
 * request per result open at a time, and nobody else's request blocks it. Staff members allowed to import results list and decide them (or the review CLI, as a named member), each
 * call recorded in the audit trail; the next import
 * settles the accepted ones.
 */
export function registerCorrections(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; audit: AuditTrail; owners: EntryOwners },
): void {
  const { db, audit, owners } = deps;
  // The lookups' budget: an ID number is checked here, so guessing one must be as slow as in a lookup.
  const limited = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

  route(app, endpoints.correctionCreate, limited, async ({ reply, session, body }) => {
    markPrivate(reply);
    const row = await findResultByBib(db, body.year, body.bib);
    if (!row || row.id_hash !== hashPersonal(normalizeIdNumber(body.idNumber))) {
      throw failures.notFound(
        `未找到 ${body.year} 年号码布 ${body.bib} 且证件号相符的成绩`,
        `No ${body.year} result of bib ${body.bib} with that ID number`,
      );
    }
    const ownership = await owners.of(session, body.year, body.bib);
    if (!ownership.owner) {
      throw new ApiFailure(
        API_CODE.forbidden,
        ownershipRefusal(ownership, { zh: '为这条成绩提交更正', en: 'file a correction for this result' }),
      );
    }
    if (await openCorrectionFor(db, body.year, body.bib, session.userId)) {
      throw failures.badRequest(
        '你对这条成绩的更正申请正在审核中',
        'Your correction request for this result is already under review',
      );
    }
    const recent = await correctionsSince(db, session.userId, Date.now() - DAY_MS);
    if (Number(recent.n) >= CORRECTIONS_PER_DAY) {
      throw new ApiFailure(
        429,
        bilingual(
          `每天最多提交 ${CORRECTIONS_PER_DAY} 条更正申请`,
          `At most ${CORRECTIONS_PER_DAY} correction requests a day`,
        ),
      );
    }
    const owned = await ownedUploads(
      db,
      session.userId,
      body.attachments.map((file) => file.url),
    );
    const foreign = body.attachments.find((file) => !owned.has(file.url));
    if (foreign) {
      throw failures.badRequest(
        `附件未找到，请重新上传：${foreign.name}`,
        `This file was not found among your uploads, please upload it again: ${foreign.name}`,
      );
    }
    const claimed = body.claimedTime === undefined ? null : parseRaceTime(body.claimedTime);
    if (body.claimedTime !== undefined && claimed === null) {
      throw failures.badRequest(
        '你认为正确的成绩不是有效的时间',
        'The time you believe is right is not a race time',
      );
    }
    const created = await insertCorrection(db, {
      user_id: session.userId,
      year: body.year,
      bib: body.bib,
      status: CORRECTION_STATUS.submitted,
      what: body.what,
      claimed_ms: claimed,
      attachments: JSON.stringify(body.attachments),
      chip_ms_before: row.chip_ms > 0 ? row.chip_ms : null,
      chip_ms_after: null,
      answer: null,
      created_at: Date.now(),
      reviewed_at: null,
      resolved_at: null,
    });
    return toCorrection(created);
  });

  route(app, endpoints.correctionsMine, {}, async ({ reply, session, query: { year, bib } }) => {
    markPrivate(reply);
    return (await myCorrections(db, session.userId, year, bib)).map(toCorrection);
  });

  const reviewLimited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  route(app, endpoints.correctionsOpen, reviewLimited, async ({ request, reply, staff }) => {
    markPrivate(reply);
    const open = await openCorrections(db);
    const origin = auditOriginOf(request);
    for (const row of open) {
      await audit.record(
        staff,
        { action: 'correction.read', recordType: 'correction', recordId: row.id },
        origin,
      );
    }
    return open.map(toCorrection);
  });
  route(app, endpoints.correctionReview, reviewLimited, async ({ request, reply, body, staff }) => {
    markPrivate(reply);
    const decided = await reviewCorrection(db, body, Date.now());
    await audit.record(
      staff,
      { action: `correction.${body.decision}`, recordType: 'correction', recordId: body.id },
      auditOriginOf(request),
    );
    return decided;
  });
}
