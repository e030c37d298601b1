/**
 * State that every API process behind a load balancer must see alike: counters of rate limits and failures, and
 * single-use claims. It lives in the database so it survives a restart and is shared by all processes.
 */

/** A fixed-window counter under a key; a row whose window has ended counts as absent. */
export interface SharedCountersTable {
  key: string;
  hits: number;
  window_start: number;
  /** End of the window (epoch ms): the row is dead from then on and may be swept. */
  expires_at: number;
  last_at: number;
  /** Nothing keyed so may proceed before this time (epoch ms); 0 when no hold is set. */
  hold_until: number;
}

/** A key that was claimed once and cannot be claimed again until it expires. */
export interface SharedClaimsTable {
  key: string;
  claimed_at: number;
  expires_at: number;
}

declare module '../db/schema' {
  interface Database {
    shared_counters: SharedCountersTable;
    shared_claims: SharedClaimsTable;
  }
}
