/**
 * What the season tells a runner (won, waitlisted, paid, expired, refunded): one row per entry and kind, written
 * in the same step as the change it tells of, so a notice is never lost to a crash and never queued twice; sent
 * by the sweep of any process (a conditional claim: one process sends each).
 */
export interface SeasonNoticesTable {
  year: number;
  reg_no: number;
  /** SeasonNoticeKind. */
  kind: string;
  race_item: string;
  /** JSON of the notice's facts (amount in fen, pay-by, waitlist position). */
  facts: string;
  queued_at: number;
  /** When a process took it to send; a claim older than the claim limit is of a process that died. */
  claimed_at: number | null;
  sent_at: number | null;
  attempts: number;
  /** Why the last attempt failed, or why it was not sent (no contact, no channel); never the message. */
  last_error: string | null;
}

declare module '../../../platform/db/schema' {
  interface Database {
    season_notices: SeasonNoticesTable;
  }
}
