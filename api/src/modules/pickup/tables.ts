/**
 * The pickup module's tables: the desk links organisers issue to volunteers (only a hash of each link's secret is
 * kept), and the kit pickups, one per entry at most.
 */

export interface PickupDesksTable {
  id: string;
  /** SHA-256 of the link's secret: a copied database opens no desk. */
  token_hash: string;
  year: number;
  desk_name: string;
  expires_at: number;
  revoked_at: number | null;
  /** The staff member who issued it (the desk's actions are recorded in their name, with the desk's). */
  issued_by: string;
  issued_by_name: string;
  created_at: number;
}

export interface KitPickupsTable {
  year: number;
  reg_no: number;
  /** Made by the desk's page per pickup: a replay of the same send records nothing twice. */
  pickup_id: string;
  desk_id: string;
  desk_name: string;
  at: number;
  /** 1 when a proxy collected it (proxy_name, proxy_id_last4 say who), 0 the runner. */
  by_proxy: number;
  proxy_name: string | null;
  proxy_id_last4: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    pickup_desks: PickupDesksTable;
    kit_pickups: KitPickupsTable;
  }
}
