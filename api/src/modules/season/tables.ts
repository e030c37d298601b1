/**
 * The season module's tables: one draw per (year, race item) and each entry's place in it. The seed is null until
 * the reveal: before it, only its SHA-256 hash is kept and published.
 */
export interface SeasonDrawsTable {
  year: number;
  race_item: string;
  /** DrawState: open, closed, drawn, revealed. Moved by conditional UPDATEs only. */
  state: string;
  seed_hash: string;
  seed: string | null;
  committed_at: number;
  closed_at: number | null;
  drawn_at: number | null;
  /** The staff member who ran the draw (also in the audit trail). */
  drawn_by: string | null;
  /** Places the draw gave: the settings' places minus the reserved ones, as they were at the draw. */
  drawn_places: number | null;
}

export interface SeasonDrawEntriesTable {
  year: number;
  reg_no: number;
  race_item: string;
  /** 1-based place in the draw order (winners first, then the waitlist in this order). */
  position: number;
  /** 0: won in the draw; n ≥ 1: promoted in the n-th waitlist round; null: not (yet) won. */
  won_round: number | null;
  won_at: number | null;
  /** The payment order of a win, once opened (openOrder is idempotent: retried while null). */
  order_no: string | null;
  pay_by: number | null;
  /** The refund of a withdrawal: its number, what it returns, its state ('requested' | 'refunded' | 'failed'). */
  refund_no: string | null;
  refund_fen: number | null;
  refund_state: string | null;
  refund_reason: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    season_draws: SeasonDrawsTable;
    season_draw_entries: SeasonDrawEntriesTable;
  }
}
