import { z } from '../../zod';
import {
  auditPageSchema,
  auditQuerySchema,
  staffAcceptAnswerSchema,
  staffAcceptSchema,
  staffEndSessionsAnswerSchema,
  staffEndSessionsSchema,
  staffInviteAnswerSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffSignInAnswerSchema,
  staffSignInSchema,
} from '../staff';
import { endpoint, FILE_ANSWER } from './define';

/** The organisers' staff: invitations, sign-in with a password and a TOTP code, sessions, and the audit trail. */
export const staffEndpoints = {
  /** An administrator invites a member: the link is mailed and expires. */
  staffInvite: endpoint({
    method: 'POST',
    path: '/staff/api/invitations',
    bodyKind: 'json',
    body: staffInviteSchema,
    answer: staffInviteAnswerSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
  /** The invited member sets a password and receives the TOTP secret to enrol. */
  staffAccept: endpoint({
    method: 'POST',
    path: '/staff/api/invitations/accept',
    bodyKind: 'json',
    body: staffAcceptSchema,
    answer: staffAcceptAnswerSchema,
    auth: 'public',
  }),
  staffSignIn: endpoint({
    method: 'POST',
    path: '/staff/api/sign-in',
    bodyKind: 'json',
    body: staffSignInSchema,
    answer: staffSignInAnswerSchema,
    auth: 'public',
  }),
  /** Ends the calling session. */
  staffSignOut: endpoint({
    method: 'POST',
    path: '/staff/api/sign-out',
    bodyKind: 'none',
    answer: z.null(),
    auth: 'staff',
  }),
  /** Who the session is, with the permissions of their role. */
  staffMe: endpoint({
    method: 'GET',
    path: '/staff/api/me',
    bodyKind: 'none',
    answer: staffMemberSchema,
    auth: 'staff',
  }),
  staffMembers: endpoint({
    method: 'GET',
    path: '/staff/api/members',
    bodyKind: 'none',
    answer: z.array(staffMemberSchema),
    auth: 'staff',
    permission: 'staff.manage',
  }),
  /** An administrator ends every session of one member (a lost laptop, a member leaving). */
  staffEndSessions: endpoint({
    method: 'POST',
    path: '/staff/api/members/end-sessions',
    bodyKind: 'json',
    body: staffEndSessionsSchema,
    answer: staffEndSessionsAnswerSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
  auditSearch: endpoint({
    method: 'GET',
    path: '/staff/api/audit',
    bodyKind: 'none',
    query: auditQuerySchema,
    answer: auditPageSchema,
    auth: 'staff',
    permission: 'audit.read',
  }),
  /** The same search as CSV (every page, up to the export's limit). */
  auditExport: endpoint({
    method: 'GET',
    path: '/staff/api/audit.csv',
    bodyKind: 'none',
    query: auditQuerySchema,
    answer: FILE_ANSWER,
    auth: 'staff',
    permission: 'audit.read',
  }),
} as const;
