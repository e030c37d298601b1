/**
 * The tables as Kysely sees them. Times are epoch milliseconds in BIGINT columns (numbers on both databases,
 * see connect.ts); flags and statuses are INTEGER, because SQLite has no boolean.
 */

import type { RaceDataTables } from '../../modules/results/tables';
import type { SignupTables } from '../../modules/signup/tables';
import type { SharedStateTables } from '../shared-state/tables';
import type { LiveAlertTables } from '../../modules/live/alerts/tables';
import type { LiveTables } from '../../modules/live/tables';
import type { LiveFollowedTables } from '../../modules/live/followed/tables';

/** Race information: every field is a column, except the per-item start times (JSON text). */
export interface RacesTable {
  race_id: string;
  race_name: string;
  race_name_en: string | null;
  start_time: number;
  end_time: number;
  sign_up_start_time: number | null;
  sign_up_end_time: number | null;
  show_sign_up_start_time: number | null;
  show_sign_up_end_time: number | null;
  province_id: string | null;
  city_id: string | null;
  district_id: string | null;
  detail_address: string | null;
  img_detail: string | null;
  /** JSON array of RaceItemTime; text on both databases so one query layer serves both. */
  item_time_setting: string;
  race_category_id: string | null;
  race_features: string | null;
  race_item_type_name: string | null;
  race_status: number;
  progress_status: number;
  audit_status: number;
  submit_status: number;
  sign_up_open_status: number;
  sign_up_max_number: number | null;
  sign_up_url: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  organization_id: string | null;
  create_user: string | null;
  update_user: string | null;
  created_at: number;
  updated_at: number;
}

/** Which race a site's domain shows ("Website information", the part the public site needs). */
export interface WebsiteDomainsTable {
  domain_name: string;
  race_id: string;
  website_name: string | null;
  /** 1 online; anything else answers as "not bound". */
  online_status: number;
  created_at: number;
  updated_at: number;
}

export interface UsersTable {
  id: string;
  /** The public account number shown to the user and support staff. */
  account_no: string;
  email: string | null;
  phone: string | null;
  nick: string;
  /** A slow salted hash; null for an account that has only ever logged in by code. */
  password_hash: string | null;
  /** 0 unknown, 1 male, 2 female. */
  gender: number;
  avatar: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  created_at: number;
  updated_at: number;
}

/** A login. The token itself is never stored: only its SHA-256, so a copy of the database opens no session. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A human-verification (slider) challenge: issued, solved once, consumed once by a code send. */
/** A solved slider challenge: written once (a replay fails on the key), then spent by one code send. */
export interface HumanChecksTable {
  session_id: string;
  scene: string;
  solved_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** A code sent by SMS or email. Only keyed hashes of the code and of its verification token are kept. */
export interface VerificationCodesTable {
  id: string;
  /** 'sms' or 'email'. */
  channel: string;
  /** The phone number or the lower-cased email address. */
  target: string;
  /** The captchaType it was sent for: 2 login, 3 phone reset, 20 email (with emailSendType × 100 added). */
  purpose: number;
  code_hash: string;
  token_hash: string;
  /** The client address that asked for it (per-address limits). */
  address: string;
  /** Wrong tries so far; the fifth kills the code. */
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  /** 'image' or 'file'. */
  kind: string;
  file_name: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: number;
}

export interface Database
  extends RaceDataTables, SignupTables, SharedStateTables, LiveTables, LiveAlertTables, LiveFollowedTables {
  races: RacesTable;
  website_domains: WebsiteDomainsTable;
  users: UsersTable;
  sessions: SessionsTable;
  human_checks: HumanChecksTable;
  verification_codes: VerificationCodesTable;
  uploads: UploadsTable;
}
