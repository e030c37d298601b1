/** The tables of the accounts module: runners' accounts, their sessions, slider checks and codes. */

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

declare module '../../platform/db/schema' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    human_checks: HumanChecksTable;
    verification_codes: VerificationCodesTable;
  }
}
