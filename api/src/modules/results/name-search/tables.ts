/**
 * The name search's own index, per year: every start of every key a runner is found by (the name's characters
 * from one, its pinyin in both orders and its initials from two letters) with the runner's place in the order a
 * search answers in. A search is then one key's rows read in primary-key order, `limit` of them, however many
 * runners share the start (every Zhang for "zh"). Written with the year's results (fillNameKeys), never on its own.
 */
export interface RaceResultNameKeysTable {
  year: number;
  /** A whole key or its start; compared in code-point order on both engines (COLLATE "C" on PostgreSQL). */
  key: string;
  /** 0 when the key is a whole key of the runner (an exact match), 1 when it only starts one. */
  match_rank: number;
  /** The runner's place in the year: finishers first, the half marathon first, then rank and bib. */
  place: number;
  bib: string;
}
