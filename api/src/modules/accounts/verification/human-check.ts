import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { ChallengeAnswer, HumanVerification, VerifyChallengeRequest } from '@marathon/shared/api';
import { API_CODE } from '@marathon/shared/api';
import type { AuthSettings } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';

/** The slider's far end: the handle must be brought there (by drag or by the End key). */
export const SLIDER_MAX = 100;
/** How long an issued challenge may be solved, and a solved one used. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** The one key-derivation the page runs: PBKDF2 is native in WebCrypto, so a script gains little over a browser. */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

type PowSettings = Pick<AuthSettings, 'captchaSecret' | 'powMaxNumber' | 'powCost'>;

const randomId = (): string => randomBytes(18).toString('base64url');

/** Separate keys for separate uses, all from the one configured secret. */
const derivedSecret = (secret: string, use: string): string =>
  createHmac('sha256', secret).update(`human-check:${use}`).digest('base64url');

export const SLIDER_REQUIRED_MSG = bilingual('请拖动滑块完成验证', 'Please slide the slider to verify');
const refused = (): ApiFailure =>
  new ApiFailure(
    API_CODE.badRequest,
    bilingual('滑块验证失败或已过期，请重新验证', 'The slider check failed or expired, please verify again'),
  );
const failure = (zh: string, en: string): ApiFailure =>
  new ApiFailure(API_CODE.badRequest, bilingual(zh, en));
const POW_INVALID = () =>
  failure(
    '滑块验证失败：浏览器的计算结果无效，请重新验证',
    "The slider check failed: the browser's proof of work is invalid, please verify again",
  );
const POW_EXPIRED = () =>
  failure('滑块验证已过期，请重新拖动滑块', 'The slider check expired, please slide again');
const POW_USED = () =>
  failure('该次滑块验证已使用过，请重新拖动滑块', 'This slider check was already used, please slide again');

export function signSlider(
  secret: string,
  fields: { sessionId: string; nc_token: string; scene: string },
): string {
  return createHmac('sha256', secret)
    .update(`${fields.sessionId}.${fields.nc_token}.${fields.scene}.${SLIDER_MAX}`)
    .digest('base64url');
}

/**
 * A slider challenge with its proof of work: a signed ALTCHA challenge whose secret counter lies between half of
 * powMaxNumber and powMaxNumber, so solving it costs about 0.75 × powMaxNumber key derivations. Issuing writes
 * nothing: the signature carries the session, its token, the scene and the expiry.
 */
export async function issueChallenge(
  settings: PowSettings,
  scene: string,
  now = Date.now(),
): Promise<ChallengeAnswer> {
  const sessionId = randomId();
  const nc_token = randomId();
  const expiresAt = now + CHALLENGE_TTL_MS;
  const pow = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: settings.powCost,
    counter: randomInt(settings.powMaxNumber, Math.ceil(settings.powMaxNumber / 2)),
    deriveKey,
    data: { sessionId, nc_token, scene },
    expiresAt: Math.floor(expiresAt / 1000),
    hmacSignatureSecret: derivedSecret(settings.captchaSecret, 'challenge'),
    hmacKeySignatureSecret: derivedSecret(settings.captchaSecret, 'key'),
  });
  return {
    sessionId,
    nc_token,
    scene,
    max: SLIDER_MAX,
    expiresAt,
    // The schema is the wire form of exactly what createChallenge built.
    pow: pow as ChallengeAnswer['pow'],
  };
}

/**
 * Checks a slid-to-the-end slider and its solved proof of work, records the challenge as used (once: a replay
 * fails on the key) and answers the signature that pays for one code send.
 */
export async function solveChallenge(
  db: Kysely<Database>,
  settings: PowSettings,
  answer: VerifyChallengeRequest,
  now = Date.now(),
): Promise<string> {
  const { data } = answer.pow.parameters;
  if (
    data.sessionId !== answer.sessionId ||
    data.nc_token !== answer.nc_token ||
    data.scene !== answer.scene
  ) {
    throw POW_INVALID();
  }
  if (answer.pow.parameters.expiresAt * 1000 <= now) throw POW_EXPIRED();
  if (answer.value !== SLIDER_MAX) throw new ApiFailure(API_CODE.badRequest, SLIDER_REQUIRED_MSG);
  const result = await verifySolution({
    challenge: answer.pow,
    solution: answer.solution,
    deriveKey,
    hmacSignatureSecret: derivedSecret(settings.captchaSecret, 'challenge'),
    hmacKeySignatureSecret: derivedSecret(settings.captchaSecret, 'key'),
  });
  if (result.expired) throw POW_EXPIRED();
  if (!result.verified) throw POW_INVALID();

  // A used challenge can be forgotten once it has expired: no solution of it is accepted after that.
  await db.deleteFrom('human_checks').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('human_checks')
    .values({
      session_id: answer.sessionId,
      scene: answer.scene,
      solved_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
      consumed_at: null,
    })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .returning('session_id')
    .executeTakeFirst();
  if (!inserted) throw POW_USED();
  return signSlider(settings.captchaSecret, answer);
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
    .updateTable('human_checks')
    .set({ consumed_at: now })
    .where('session_id', '=', fields.sessionId)
    .where('scene', '=', fields.scene)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw refused();
}
