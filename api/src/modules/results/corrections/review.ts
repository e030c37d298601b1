import type { Kysely } from 'kysely';
import { CORRECTION_STATUS, type ReviewCorrection } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { failures } from '../../../platform/http/api-failure';
import { decideCorrection, toCorrection } from './repository';

/** The organisers' decision on a submitted request, shared by the review call and the review CLI. */
export async function reviewCorrection(db: Kysely<Database>, decision: ReviewCorrection, now: number) {
  const status = decision.decision === 'accept' ? CORRECTION_STATUS.accepted : CORRECTION_STATUS.rejected;
  const row = await decideCorrection(db, decision.id, status, decision.answer, now);
  if (row) return toCorrection(row);
  const exists = await db
    .selectFrom('result_corrections')
    .select('id')
    .where('id', '=', decision.id)
    .executeTakeFirst();
  if (!exists)
    throw failures.notFound(`更正申请不存在：${decision.id}`, `No correction request ${decision.id}`);
  throw failures.badRequest(
    '只能审核已提交待审核的更正申请',
    'Only a correction request submitted and awaiting review can be decided',
  );
}
