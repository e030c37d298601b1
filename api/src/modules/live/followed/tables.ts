/** A runner a logged-in runner's account follows, in the order followed (at most MAX_FOLLOWED a user). */
export interface LiveFollowedTable {
  user_id: string;
  year: number;
  bib: string;
  /** The share code the follower was given, for a runner shared by code (the follower's own note, like the browser's). */
  code: string | null;
  position: number;
  created_at: number;
}
