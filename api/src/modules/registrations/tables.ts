/**
 * The table of the registrations module: each edition's entry list (who runs which race item under which
 * registration number and bib). ID numbers and phones are kept only as a keyed hash and a masked copy.
 */

export interface RaceRegistrationsTable {
  year: number;
  /** Registration number, unique within the year. */
  reg_no: number;
  race_item: string;
  name: string;
  /** Name lower-cased without spaces: what a lookup compares. */
  name_key: string;
  gender: number;
  birth_year: number;
  age_group: string;
  nationality: string;
  id_hash: string;
  id_masked: string;
  phone_hash: string;
  phone_masked: string;
  /** REGISTRATION_CHANNEL: 2 third party, 3 web, 5 app. */
  channel: number;
  /** REGISTRATION_STATUS. */
  status: number;
  bib: string | null;
  corral: string | null;
  registered_at: number;
  /** When the entry moved to withdrawn (epoch ms); null otherwise, or withdrawn before this was kept. */
  withdrawn_at?: number | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    race_registrations: RaceRegistrationsTable;
  }
}
