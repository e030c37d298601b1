/** A runner's choice to be left out of the public results list and name search (issue 41 item 8). */
export interface ResultUnlistedTable {
  year: number;
  bib: string;
  /** The owner's account that chose it. */
  user_id: string;
  chosen_at: number;
}
