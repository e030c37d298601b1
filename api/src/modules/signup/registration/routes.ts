import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUDIT_STATUS,
  endpoints,
  signupAnswersSchema,
  type EndpointParsedBody,
  type RegistrationReceipt,
  type SignupConfig,
} from '@marathon/shared/api';
import { ApiFailure, bilingual, failures } from '../../../platform/http/api-failure';
import { markPrivate } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { hashPersonal, normalizeIdNumber } from '../../../kernel/identity';
import type { SessionUser } from '../../../kernel/session-user';
import { findApplication } from '../applications/repository';
import { beijingTime } from '../../../kernel/clock';
import type { SignupDeps } from '../deps';
import { fieldErrorsOf, fieldFailure } from '../field-errors';
import { idRegisteredForYear } from '../../registrations';
import { withUniqueRetry } from '../../../platform/db/next-id';
import { identityAnswers } from './identity-answers';
import { raceRegistrationRow, storedAnswers } from './race-row';
import { findBySubmission, findForYear, insertRegistration, receiptsOf } from './repository';
import { serverFieldErrors } from './server-checks';

function assertOpen(form: SignupConfig['forms']['post'], now: number): void {
  if (now < form.opensAt) {
    throw failures.badRequest(
      `报名尚未开始，开始时间：${beijingTime(form.opensAt)}`,
      `Sign-up is not open yet: it opens at ${beijingTime(form.opensAt)} (Beijing time)`,
    );
  }
  if (now >= form.closesAt) {
    throw failures.badRequest(
      `报名已截止（${beijingTime(form.closesAt)}）`,
      `Sign-up is not open: it closed at ${beijingTime(form.closesAt)} (Beijing time)`,
    );
  }
}

/** signupSubmit: one registration per runner and year, idempotent by the draft's submission id. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db, now } = deps;

  async function receiptOf(row: Parameters<typeof receiptsOf>[1][number]): Promise<RegistrationReceipt> {
    const [receipt] = await receiptsOf(db, [row]);
    if (!receipt) throw new Error('a receipt of a stored registration');
    return receipt;
  }

  /** The same draft sent again answers its receipt; a new one from a registered runner is refused. */
  async function earlierRegistration(userId: string, submissionId: string, year: number) {
    // The year's row is read first and once: read after the draft's own lookup, a twin request committing between
    // the two reads would make this draft look like another one and be refused.
    const other = await findForYear(db, userId, year);
    if (other?.submission_id === submissionId) return receiptOf(other);
    if (!other) {
      const same = await findBySubmission(db, userId, submissionId);
      return same ? receiptOf(same) : null;
    }
    throw new ApiFailure(
      400,
      bilingual(
        `你已报名 ${year} 年赛事（报名号 ${other.reg_no}）`,
        `You have already registered for ${year} (registration number ${other.reg_no})`,
      ),
      { regNo: other.reg_no, registrationId: other.id },
    );
  }

  async function submit(
    request: FastifyRequest,
    user: SessionUser,
    input: EndpointParsedBody<typeof endpoints.signupSubmit>,
  ): Promise<RegistrationReceipt> {
    const config = await deps.configFor(request);
    const { year } = config;
    const earlier = await earlierRegistration(user.userId, input.submissionId, year);
    if (earlier) return earlier;

    const form = config.forms[input.kind];
    const at = now();
    assertOpen(form, at);
    if (form.requiresApprovedApplication) {
      const application = await findApplication(db, user.userId, year);
      if (application?.status !== AUDIT_STATUS.approved) {
        throw failures.badRequest(
          '直通报名需要已审核通过的参赛资格申请',
          'Direct entry needs an approved qualification application',
        );
      }
    }
    const parsed = signupAnswersSchema(form).safeParse(input.answers);
    if (!parsed.success) throw fieldFailure(fieldErrorsOf(parsed.error.issues));
    const answers = parsed.data as Record<string, unknown>;
    const who = identityAnswers(answers);

    const serverErrors = await serverFieldErrors(db, user.userId, form, answers);
    if (Object.keys(serverErrors).length > 0) throw fieldFailure(serverErrors);
    if (await idRegisteredForYear(db, year, hashPersonal(normalizeIdNumber(who.identity.idNumber)))) {
      // The same draft sent twice at once: the first may have landed since the check above.
      const raced = await earlierRegistration(user.userId, input.submissionId, year);
      if (raced) return raced;
      throw failures.badRequest(
        `该证件已报名 ${year} 年赛事`,
        `This ID document is already registered for ${year}`,
      );
    }

    const race = raceRegistrationRow(year, who, at);
    if (await deps.entriesClosed(year, race.race_item)) {
      throw failures.badRequest(
        '该项目已截止报名并进入抽签，不再接受新的报名',
        'Entries for this race item are closed for the draw; no new entry can be accepted',
      );
    }
    // The sign-up's year is its race's (signupConfigFor): the calendar knows that race's day.
    const raceDate = (await deps.calendar()).raceDayOf(year);
    if (raceDate === null)
      throw new Error(`the race calendar has no race for ${year}, which the sign-up is for`);
    try {
      const row = await withUniqueRetry(() =>
        insertRegistration(db, {
          userId: user.userId,
          year,
          kind: input.kind,
          submissionId: input.submissionId,
          answers: storedAnswers(answers, who),
          race,
          raceDate,
          now: at,
        }),
      );
      return await receiptOf(row);
    } catch (error) {
      // The same draft sent twice at once: the second insert loses on the unique index, and answers the first.
      const raced = await earlierRegistration(user.userId, input.submissionId, year);
      if (raced) return raced;
      throw error;
    }
  }

  // Private from the first check on: a refusal names the runner's registration too.
  route(
    app,
    endpoints.signupSubmit,
    { before: (_request, reply) => markPrivate(reply) },
    async ({ request, session, body }) => submit(request, session, body),
  );
}
