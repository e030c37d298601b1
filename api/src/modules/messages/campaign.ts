import type { Kysely } from 'kysely';
import type { MessageSend } from '@marathon/shared/api';
import type { StaffActor } from '../../kernel/staff-actor';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { segmentRecipients } from './segment';
import { checkTemplate } from './template';

const BATCH_ROWS = 500;

/** What a send answers, and whether this call made the campaign (a repeated call audits nothing new). */
export interface SendOutcome {
  campaignId: string;
  queued: number;
  created: boolean;
}

const countChanged = (now: number, confirmed: number) =>
  new ApiFailure(
    409,
    bilingual(
      `收件人数量已变化（确认时 ${confirmed} 人，现在 ${now} 人），请重新预览后再发送`,
      `The number of recipients changed (${confirmed} when confirmed, ${now} now): preview again before sending`,
    ),
  );

/**
 * Sends a message to a segment: a campaign named by the console's send id and one queued row per recipient, in one
 * transaction. The same send id again (a double click, a resent call, another process) finds the campaign and
 * queues nothing more; the rows' primary key (campaign, entry) keeps each recipient to one message whatever
 * races. Refused when the segment no longer holds the count the organiser confirmed.
 */
export async function sendToSegment(
  db: Kysely<Database>,
  staff: StaffActor,
  send: MessageSend,
  now: number,
): Promise<SendOutcome> {
  const existing = await campaignOf(db, send.sendId);
  if (existing) return { campaignId: existing.id, queued: existing.recipients, created: false };
  checkTemplate(send.template, send.segment);
  const { recipients } = await segmentRecipients(db, send);
  if (recipients.length !== send.confirmedCount) throw countChanged(recipients.length, send.confirmedCount);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('message_campaigns')
      .values({
        id: send.sendId,
        year: send.year,
        segment: send.segment,
        race_item: send.raceItem ?? null,
        subject_zh: send.template.subjectZh,
        body_zh: send.template.bodyZh,
        subject_en: send.template.subjectEn,
        body_en: send.template.bodyEn,
        recipients: recipients.length,
        sent_by: staff.staffId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    for (let start = 0; start < recipients.length; start += BATCH_ROWS) {
      const rows = recipients.slice(start, start + BATCH_ROWS).map(({ userId, ...facts }) => ({
        campaign_id: send.sendId,
        year: facts.year,
        reg_no: facts.regNo,
        user_id: userId,
        facts: JSON.stringify(facts),
        queued_at: now,
        claimed_at: null,
        sent_at: null,
        attempts: 0,
        last_error: null,
      }));
      await trx
        .insertInto('message_queue')
        .values(rows)
        .onConflict((oc) => oc.columns(['campaign_id', 'year', 'reg_no']).doNothing())
        .execute();
    }
    return true;
  });
  if (!created) {
    // Another process made it between the look and the insert: its campaign is this one.
    const made = await campaignOf(db, send.sendId);
    return { campaignId: send.sendId, queued: made?.recipients ?? recipients.length, created: false };
  }
  return { campaignId: send.sendId, queued: recipients.length, created: true };
}

export const campaignOf = (db: Kysely<Database>, id: string) =>
  db.selectFrom('message_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
