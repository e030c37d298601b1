/** The timing companies' feed keys issued by staff: only a hash of each key is kept. */
export interface TimingKeysTable {
  id: string;
  /** SHA-256 of the key: a copied database opens no feed. */
  key_hash: string;
  provider: string;
  year: number;
  /** The points the key may post, as JSON (e.g. ["start","finish"]). */
  points: string;
  issued_by: string;
  issued_by_name: string;
  created_at: number;
  revoked_at: number | null;
  /** The last call the key opened, kept to the minute (one write a minute at most). */
  last_used_at: number | null;
}
