import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { NoticeDelivery } from '../season';
import { isOptedOut } from './opt-outs';
import { renderMessage, type RecipientFacts } from './template';
import { messageText } from './message-text';

/** A claim this old belongs to a process that died mid-send: another may take the message over. */
const CLAIM_LIMIT_MS = 5 * 60_000;
/** After this many failures a message is left unsent, with its reason. */
const MAX_ATTEMPTS = 5;

export interface MessageDelivery {
  /** The season's notice delivery: its contacts, senders, clock and warnings. */
  notices: NoticeDelivery;
  /** The opt-out link of an account, or null when the site has no address to serve it (then nothing is sent). */
  optOutLink(userId: string): string | null;
}

type Row = Database['message_queue'];

/**
 * Sends up to `budget` queued segment messages, oldest first, as the season's notices are sent (a conditional claim:
 * of several processes exactly one sends each; a failure is tried again up to MAX_ATTEMPTS). The sweep gives them
 * what the season's notices left of its budget. An account that opted out since the message was queued is skipped.
 */
export async function deliverMessages(delivery: MessageDelivery, budget: number): Promise<number> {
  if (budget <= 0) return 0;
  const { db } = delivery.notices;
  const now = delivery.notices.now();
  const due = await db
    .selectFrom('message_queue')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - CLAIM_LIMIT_MS)]))
    .orderBy('queued_at')
    .limit(budget)
    .execute();
  let sent = 0;
  for (const row of due) {
    const mark = (values: Updateable<Row>) =>
      db
        .updateTable('message_queue')
        .set(values)
        .where('campaign_id', '=', row.campaign_id)
        .where('year', '=', row.year)
        .where('reg_no', '=', row.reg_no);
    const claimed = await mark({ claimed_at: now })
      .where('sent_at', 'is', null)
      .where((eb) =>
        row.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', row.claimed_at),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const outcome = await sendOne(delivery, db, row);
    if (outcome === 'sent') {
      await mark({ sent_at: delivery.notices.now(), last_error: null }).execute();
      sent += 1;
    } else {
      const final = outcome !== 'send-failed';
      await mark({
        claimed_at: null,
        attempts: final ? MAX_ATTEMPTS : row.attempts + 1,
        last_error: outcome,
      }).execute();
      if (outcome !== 'opted-out') {
        delivery.notices.warn({ year: row.year, regNo: row.reg_no, kind: 'message', reason: outcome });
      }
    }
  }
  return sent;
}

async function sendOne(
  delivery: MessageDelivery,
  db: Kysely<Database>,
  row: Row,
): Promise<'sent' | 'opted-out' | 'no-contact' | 'no-channel' | 'no-link' | 'no-campaign' | 'send-failed'> {
  if (await isOptedOut(db, row.user_id)) return 'opted-out';
  const campaign = await db
    .selectFrom('message_campaigns')
    .selectAll()
    .where('id', '=', row.campaign_id)
    .executeTakeFirst();
  if (!campaign) return 'no-campaign';
  const link = delivery.optOutLink(row.user_id);
  if (link === null) return 'no-link';
  const { notices } = delivery;
  const contact = await notices.contactOf(row.year, row.reg_no);
  if (!contact || (!contact.email && !contact.phone)) return 'no-contact';
  const rendered = renderMessage(
    {
      subjectZh: campaign.subject_zh,
      bodyZh: campaign.body_zh,
      subjectEn: campaign.subject_en,
      bodyEn: campaign.body_en,
    },
    JSON.parse(row.facts) as RecipientFacts,
  );
  const text = messageText(rendered, link);
  const channel =
    contact.email && notices.email
      ? { sender: notices.email, target: contact.email, text: text.text }
      : contact.phone && notices.sms
        ? { sender: notices.sms, target: contact.phone, text: text.sms }
        : null;
  if (!channel) return 'no-channel';
  try {
    await channel.sender.send({
      target: channel.target,
      subject: text.subject,
      text: channel.text,
      params: {},
      // The opt-out token travels as the SMS adapters' "code", so their logs scrub it.
      token: link.slice(link.indexOf('?t=') + 3),
    });
    return 'sent';
  } catch {
    return 'send-failed';
  }
}
