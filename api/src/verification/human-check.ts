import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { HumanVerification } from '@marathon/shared/api';
import type { Database } from '../db/schema';
import { ApiFailure, bilingual } from '../http/api-failure';
import { API_CODE } from '@marathon/shared/api';

/** The slider's far end: the handle must be brought there (by drag or by the End key). */
export const SLIDER_MAX = 100;
/** How long an issued challenge may be solved, and a solved one used. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** Nobody slides in less: an answer sooner than this after the challenge is a script. */
export const MIN_SOLVE_MS = 250;

const randomId = (): string => randomBytes(18).toString('base64url');

export const SLIDER_REQUIRED_MSG = bilingual('请拖动滑块完成验证', 'Please slide the slider to verify');
const refused = (): ApiFailure =>
  new ApiFailure(
    API_CODE.badRequest,
    bilingual('滑块验证失败或已过期，请重新验证', 'The slider check failed or expired, please verify again'),
  );

export function signSlider(
  secret: string,
  fields: { sessionId: string; nc_token: string; scene: string },
): string {
  return createHmac('sha256', secret)
    .update(`${fields.sessionId}.${fields.nc_token}.${fields.scene}.${SLIDER_MAX}`)
    .digest('base64url');
}

export async function issueChallenge(db: Kysely<Database>, scene: string, now = Date.now()) {
  const challenge = {
    session_id: randomId(),
    nc_token: randomId(),
    scene,
    issued_at: now,
    expires_at: now + CHALLENGE_TTL_MS,
    solved_at: null,
    consumed_at: null,
  };
  await db.insertInto('captcha_challenges').values(challenge).execute();
  // Old challenges are of no use to anyone: drop them as new ones come.
  await db
    .deleteFrom('captcha_challenges')
    .where('expires_at', '<', now - CHALLENGE_TTL_MS)
    .execute();
  return {
    sessionId: challenge.session_id,
    nc_token: challenge.nc_token,
    scene,
    max: SLIDER_MAX,
    expiresAt: challenge.expires_at,
  };
}

/** Checks the slider result of a live, unsolved challenge and answers its signature. */
export async function solveChallenge(
  db: Kysely<Database>,
  secret: string,
  answer: { sessionId: string; nc_token: string; scene: string; value: number },
  now = Date.now(),
): Promise<string> {
  const row = await db
    .selectFrom('captcha_challenges')
    .selectAll()
    .where('session_id', '=', answer.sessionId)
    .executeTakeFirst();
  if (
    !row ||
    row.nc_token !== answer.nc_token ||
    row.scene !== answer.scene ||
    row.solved_at !== null ||
    row.expires_at <= now ||
    now - row.issued_at < MIN_SOLVE_MS
  ) {
    throw refused();
  }
  if (answer.value !== SLIDER_MAX) throw new ApiFailure(API_CODE.badRequest, SLIDER_REQUIRED_MSG);
  const updated = await db
    .updateTable('captcha_challenges')
    .set({ solved_at: now, expires_at: now + CHALLENGE_TTL_MS })
    .where('session_id', '=', row.session_id)
    .where('solved_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw refused();
  return signSlider(secret, answer);
}

/**
 * Spends a solved challenge: the signature must be ours for these fields, and each challenge pays for one send.
 * Runs before anything else of the send is written.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  secret: string,
  fields: HumanVerification,
  now = Date.now(),
): Promise<void> {
  const expected = Buffer.from(signSlider(secret, fields));
  const given = Buffer.from(fields.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
  const updated = await db
    .updateTable('captcha_challenges')
    .set({ consumed_at: now })
    .where('session_id', '=', fields.sessionId)
    .where('nc_token', '=', fields.nc_token)
    .where('scene', '=', fields.scene)
    .where('solved_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw refused();
}
