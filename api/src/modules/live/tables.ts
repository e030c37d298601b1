import type { LiveAlertSendsTable, LiveAlertsTable } from './alerts/tables';
import type { LiveFollowedTable } from './followed/tables';
import type { TimingKeysTable } from './timing-keys/tables';

/**
 * Race day, live (issue 28): each runner's live state and choice, and the reads of the timing mats. Names, genders
 * and items come from the year's registrations: nothing personal is copied here.
 */

/** A runner's live state: their status, who may follow them, and a version that grows with every change. */
export interface LiveRunnersTable {
  year: number;
  bib: string;
  /** The runner's own choice ('public', 'code', 'hidden'); null: the race's rule (live.json). */
  tracking: string | null;
  /** Keyed hash of the runner's share code; null: none drawn. */
  code_hash: string | null;
  /** 0 in the race, 1 DNF, 2 DQ (the results' STATUS_CODE). */
  status: number;
  status_reason_zh: string | null;
  status_reason_en: string | null;
  /** Grows with every change of the runner's live state, so views keep the newest. */
  version: number;
  updated_at: number;
}

/** The kept read of one runner at one point: the first crossing (or a correction). */
export interface LivePassingsTable {
  year: number;
  bib: string;
  point: string;
  race_item: string;
  gender: number;
  /** The moment of the read (epoch ms). */
  at: number;
  /** From the runner's start-mat read (chip) or the gun (gun): what ranks compare. */
  elapsed_ms: number;
  timing: string;
  provider: string;
  received_at: number;
}

/** Feed calls taken in turn per year: the row each call locks while it judges and writes (see feed-turn.ts). */
export interface LiveFeedTurnsTable {
  year: number;
  /** Calls taken so far: a count an operator can read, the row's reason to change. */
  calls: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    live_runners: LiveRunnersTable;
    live_passings: LivePassingsTable;
    live_alerts: LiveAlertsTable;
    live_alert_sends: LiveAlertSendsTable;
    live_followed: LiveFollowedTable;
    live_feed_turns: LiveFeedTurnsTable;
    timing_keys: TimingKeysTable;
  }
}
