/**
 * Finish alerts (issue 28): what a follower asked for, and one claim per alert and point, so each is sent once
 * whichever API process takes the passing and however often it is re-sent.
 */

/** One follower's alert for one runner: to the account's own phone or e-mail, at the finish and maybe one point. */
export interface LiveAlertsTable {
  id: string;
  year: number;
  bib: string;
  user_id: string;
  channel: string;
  /** The account's phone or e-mail when the alert was asked for (it goes nowhere else). */
  target: string;
  /** The one point besides the finish; null: the finish only. */
  point: string | null;
  language: string;
  /** The runner's share-code hash the follower proved, for a runner followed by code: a new code stops the alert. */
  code_hash: string | null;
  created_at: number;
  /** When it was stopped (by the opt-out link or the account); null: live. */
  stopped_at: number | null;
}

/**
 * The claim of one alert at one point, written by whichever process gets there first (the primary key decides),
 * before anything is sent; `outcome` says what came of it.
 */
export interface LiveAlertSendsTable {
  alert_id: string;
  point: string;
  /** 'sending', then 'sent', 'failed', 'quiet' (in the quiet hours), 'over-budget', 'hidden' (the runner hid). */
  outcome: string;
  claimed_at: number;
  /** Tries so far (the first send is 1); a 'failed' one is tried again up to ALERT_RETRIES more times. */
  attempts: number;
  /** When a 'failed' send may be tried again; null: never (done, or out of tries). */
  retry_at: number | null;
}
