/**
 * The organisers' staff, apart from the runners' accounts: members, their invitations and their sessions. Tokens
 * (invitations, sessions) are kept only as SHA-256 hashes, so a copy of the database opens nothing.
 */

export interface StaffMembersTable {
  id: string;
  /** Lower case; one member per address. */
  email: string;
  name: string;
  role: string;
  /** 'invited' until the invitation is accepted, then 'active'. */
  status: string;
  /** scrypt, as the runners' passwords (accounts/password-hash.ts); null until the invitation is accepted. */
  password_hash: string | null;
  /** The TOTP secret (base32); null until the invitation is accepted. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code of this step or an earlier one is refused (replay). */
  last_totp_step: number | null;
  created_at: number;
  /** The administrator who invited the member; null for the first one (the bootstrap CLI). */
  invited_by: string | null;
}

export interface StaffInvitationsTable {
  token_hash: string;
  member_id: string;
  created_at: number;
  expires_at: number;
  /** Set once: an invitation opens one enrolment. */
  used_at: number | null;
}

export interface StaffSessionsTable {
  token_hash: string;
  member_id: string;
  created_at: number;
  /** The last call seen (written at most once a minute): idle past STAFF_IDLE_MS ends the session. */
  last_seen_at: number;
  /** created_at + STAFF_SESSION_MAX_MS, however active. */
  expires_at: number;
  /** Signed out, or ended by an administrator. */
  ended_at: number | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    staff_members: StaffMembersTable;
    staff_invitations: StaffInvitationsTable;
    staff_sessions: StaffSessionsTable;
  }
}
