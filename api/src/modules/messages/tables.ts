/**
 * The organisers' messages to a segment of registrants: one campaign per message sent (who sent what to how many),
 * one queued row per campaign and entry (its primary key: a double click or two processes queue it once), and the
 * accounts that opted out of such messages (their own notices of the season still reach them).
 */
export interface MessageCampaignsTable {
  /** The console's send id (a UUID made once per message written). */
  id: string;
  year: number;
  /** MessageSegment. */
  segment: string;
  /** Null: every race item of the edition. */
  race_item: string | null;
  subject_zh: string;
  body_zh: string;
  subject_en: string;
  body_en: string;
  recipients: number;
  /** The staff member who sent it (also in the audit trail). */
  sent_by: string;
  created_at: number;
}

export interface MessageQueueTable {
  campaign_id: string;
  year: number;
  reg_no: number;
  /** The account the message goes to (the entry's signer): its opt-out is checked again when sending. */
  user_id: string;
  /** JSON of the placeholders' values as they were when queued (name, bib, race item, pay-by). */
  facts: string;
  queued_at: number;
  claimed_at: number | null;
  sent_at: number | null;
  attempts: number;
  /** Why the last attempt failed or why it was not sent (no contact, opted out); never the message. */
  last_error: string | null;
}

export interface MessageOptOutsTable {
  user_id: string;
  opted_out_at: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    message_campaigns: MessageCampaignsTable;
    message_queue: MessageQueueTable;
    message_opt_outs: MessageOptOutsTable;
  }
}
