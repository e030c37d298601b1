/** A runner's request to correct a result (CORRECTION_STATUS in @marathon/shared/api). */
export interface ResultCorrectionsTable {
  id: number;
  user_id: string;
  year: number;
  bib: string;
  status: number;
  what: string;
  /** The chip time the runner believes is right, when they gave one. */
  claimed_ms: number | null;
  /** JSON [{ name, url }] of the runner's own uploads. */
  attachments: string;
  chip_ms_before: number | null;
  chip_ms_after: number | null;
  answer: string | null;
  created_at: number;
  reviewed_at: number | null;
  resolved_at: number | null;
}
