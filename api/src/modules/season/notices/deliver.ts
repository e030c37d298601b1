import type { Kysely, Updateable } from 'kysely';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import type { AlertSender } from '../../../platform/messaging/senders';
import type { SeasonNotice } from './notice';
import { noticeText } from './notice-text';

/** Where a runner is told: the account that signed the entry up. */
export interface RunnerContact {
  email: string | null;
  phone: string | null;
}

export interface NoticeDelivery {
  db: Kysely<Database>;
  /** The contact of the account that signed up an entry; null when none is known (an imported entry). */
  contactOf(year: number, regNo: number): Promise<RunnerContact | null>;
  /** E-mail (SMTP, or the outbox in development) and text messages, null where there is no way to send. */
  email: AlertSender | null;
  sms: AlertSender | null;
  siteUrl: string;
  now(): number;
  /** Logs a failed send by entry and kind, never with the message or the address. */
  warn(facts: { year: number; regNo: number; kind: string; reason: string }): void;
}

/**
 * Sends of one sweep per process: a draw's 60,000 notices go out over the following minutes, not in a burst. The
 * organisers' messages to segments share it: they get what the season's notices left of it.
 */
export const NOTICES_PER_SWEEP = 200;
/** A claim this old belongs to a process that died mid-send: another may take the notice over. */
const CLAIM_LIMIT_MS = 5 * 60_000;
/** After this many failures a notice is left unsent, with its reason, for the organiser to see. */
const MAX_ATTEMPTS = 5;

type Row = Database['season_notices'];

function noticeOf(row: Pick<Row, 'year' | 'reg_no' | 'kind' | 'race_item' | 'facts'>): SeasonNotice {
  const facts = JSON.parse(row.facts) as Record<string, number>;
  return {
    ...facts,
    kind: row.kind,
    year: row.year,
    regNo: row.reg_no,
    raceItem: row.race_item,
  } as SeasonNotice;
}

/**
 * Sends the queued notices, oldest first, at most NOTICES_PER_SWEEP a call. Each is claimed by a conditional
 * update first, so of several processes sweeping at once exactly one sends it; sent or not, the row says what
 * happened. An entry with no contact, or a contact with no channel to send by, is marked and not retried.
 */
export async function deliverNotices(delivery: NoticeDelivery): Promise<number> {
  const { db } = delivery;
  const now = delivery.now();
  const due = await db
    .selectFrom('season_notices')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - CLAIM_LIMIT_MS)]))
    .orderBy('queued_at')
    .limit(NOTICES_PER_SWEEP)
    .execute();
  let sent = 0;
  for (const row of due) {
    const mark = (values: Updateable<Row>) =>
      db
        .updateTable('season_notices')
        .set(values)
        .where('year', '=', row.year)
        .where('reg_no', '=', row.reg_no)
        .where('kind', '=', row.kind);
    const claimed = await mark({ claimed_at: now })
      .where('sent_at', 'is', null)
      .where((eb) =>
        row.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', row.claimed_at),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const outcome = await sendOne(delivery, noticeOf(row));
    if (outcome === 'sent') {
      await mark({ sent_at: delivery.now(), last_error: null }).execute();
      sent += 1;
    } else {
      const final = outcome === 'no-contact' || outcome === 'no-channel';
      await mark({
        claimed_at: null,
        attempts: final ? MAX_ATTEMPTS : row.attempts + 1,
        last_error: outcome,
      }).execute();
      delivery.warn({ year: row.year, regNo: row.reg_no, kind: row.kind, reason: outcome });
    }
  }
  return sent;
}

async function sendOne(
  delivery: NoticeDelivery,
  notice: SeasonNotice,
): Promise<'sent' | 'no-contact' | 'no-channel' | 'send-failed'> {
  const contact = await delivery.contactOf(notice.year, notice.regNo);
  if (!contact || (!contact.email && !contact.phone)) return 'no-contact';
  const text = noticeText(notice, `${delivery.siteUrl.replace(/\/+$/, '')}/${MEMBER_CENTRE_PATH}`);
  const channel =
    contact.email && delivery.email
      ? { sender: delivery.email, target: contact.email, text: text.text }
      : contact.phone && delivery.sms
        ? { sender: delivery.sms, target: contact.phone, text: text.sms }
        : null;
  if (!channel) return 'no-channel';
  try {
    await channel.sender.send({
      target: channel.target,
      subject: text.subject,
      text: channel.text,
      params: {},
      token: '',
    });
    return 'sent';
  } catch {
    return 'send-failed';
  }
}
