/**
 * Sign-up tables (issue 6). ID numbers are never stored in clear: a keyed hash to find a runner again and a
 * masked copy to show. Phones are kept in clear (in the answers and the mailing request) because the organisers
 * must be able to call a runner and the courier needs the recipient's number; the runner's pages show a masked
 * copy. Ids are integers (the contract answers numbers), given as max + 1 inside the writing transaction,
 * so the same migration runs on SQLite and PostgreSQL.
 */

export interface SignupRegistrationsTable {
  id: number;
  user_id: string;
  year: number;
  /** SignupFormKind: 'post' or 'direct'. */
  kind: string;
  /** Made by the page once per draft: a resent submit finds its registration by it. */
  submission_id: string;
  /** The race_registrations row it created: (year, reg_no). */
  reg_no: number;
  race_item: string;
  name: string;
  id_hash: string;
  id_masked: string;
  /** JSON of the parsed answers, the ID number masked. */
  answers: string;
  created_at: number;
}

export interface SignupApplicationsTable {
  id: number;
  user_id: string;
  year: number;
  /** AUDIT_STATUS: 0 waiting to submit, 1 submitted, 2 approved, 3 rejected. */
  status: number;
  note: string;
  /** JSON array of { name, url }. */
  documents: string;
  reject_reason: string | null;
  created_at: number;
  submitted_at: number | null;
  reviewed_at: number | null;
}

export interface SignupMailingsTable {
  id: number;
  /** One request per registration. */
  registration_id: number;
  user_id: string;
  year: number;
  recipient: string;
  /** In clear for the courier's shipping list (review CLI `mailings`); the runner's pages show phone_masked. */
  phone: string;
  phone_hash: string;
  phone_masked: string;
  /** JSON RegionValue: province, city, area and street address. */
  region: string;
  /** 0 received, 1 shipped. */
  status: number;
  tracking_no: string | null;
  created_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    signup_registrations: SignupRegistrationsTable;
    signup_applications: SignupApplicationsTable;
    signup_mailings: SignupMailingsTable;
  }
}
