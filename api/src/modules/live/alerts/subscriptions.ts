import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_FOLLOWED, type LiveAlert } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';
import { maskedTarget } from '../../accounts';
import type { LiveAlertsTable } from './tables';

/** Live alerts one account may hold in a year: one per followed runner. */
export const ALERTS_PER_FOLLOWER = MAX_FOLLOWED;
/** Live alerts that may go to one phone or mailbox in a year, whoever asked for them. */
export const ALERTS_PER_TARGET = MAX_FOLLOWED;

export const shownAlert = (row: LiveAlertsTable): LiveAlert => ({
  id: row.id,
  year: row.year,
  bib: row.bib,
  channel: row.channel === 'email' ? 'email' : 'sms',
  target: maskedTarget(row.target),
  point:
    row.point === '5k' || row.point === '10k' || row.point === '15k' || row.point === '20k'
      ? row.point
      : null,
  language: row.language === 'en' ? 'en' : 'zh',
});

export interface AlertWish {
  year: number;
  bib: string;
  userId: string;
  channel: 'sms' | 'email';
  target: string;
  point: string | null;
  language: 'zh' | 'en';
  codeHash: string | null;
}

/**
 * Keeps an account's alert for a runner: the same runner and channel again changes its point and language; a new
 * one counts against the account's and the target's caps (live alerts of the year).
 */
export async function keepAlert(db: Kysely<Database>, wish: AlertWish, now = Date.now()): Promise<LiveAlert> {
  const live = db
    .selectFrom('live_alerts')
    .selectAll()
    .where('year', '=', wish.year)
    .where('stopped_at', 'is', null);
  const existing = await live
    .where('user_id', '=', wish.userId)
    .where('bib', '=', wish.bib)
    .where('channel', '=', wish.channel)
    .executeTakeFirst();
  if (existing) {
    const changes = {
      point: wish.point,
      language: wish.language,
      target: wish.target,
      code_hash: wish.codeHash,
    };
    await db.updateTable('live_alerts').set(changes).where('id', '=', existing.id).execute();
    return shownAlert({ ...existing, ...changes });
  }
  const [mine, theirs] = await Promise.all([
    live.where('user_id', '=', wish.userId).execute(),
    live.where('target', '=', wish.target).execute(),
  ]);
  if (mine.length >= ALERTS_PER_FOLLOWER || theirs.length >= ALERTS_PER_TARGET) {
    throw new ApiFailure(
      409,
      bilingual(
        `每个账号（每个手机号或邮箱）最多设置 ${ALERTS_PER_FOLLOWER} 个提醒，请先取消一个`,
        `At most ${ALERTS_PER_FOLLOWER} alerts per account (and per phone or e-mail): stop one first`,
      ),
    );
  }
  const row: LiveAlertsTable = {
    id: randomUUID(),
    year: wish.year,
    bib: wish.bib,
    user_id: wish.userId,
    channel: wish.channel,
    target: wish.target,
    point: wish.point,
    language: wish.language,
    code_hash: wish.codeHash,
    created_at: now,
    stopped_at: null,
  };
  await db.insertInto('live_alerts').values(row).execute();
  return shownAlert(row);
}

/** Stops an alert (once); `userId` limits it to the account's own. True when this call stopped it. */
export async function stopAlert(
  db: Kysely<Database>,
  id: string,
  userId: string | null,
  now = Date.now(),
): Promise<boolean> {
  let update = db
    .updateTable('live_alerts')
    .set({ stopped_at: now })
    .where('id', '=', id)
    .where('stopped_at', 'is', null);
  if (userId !== null) update = update.where('user_id', '=', userId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
