import { z } from '../zod';

/**
 * The organisers' staff: accounts apart from the runners', each with one role. What a role may do is this one
 * table, read by the API's guard (a route names the permission it needs) and by a console deciding what to show.
 */
export const STAFF_ROLES = [
  'administrator',
  'editor',
  'reviewer',
  'results-officer',
  'volunteer',
  'viewer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Read runners' applications (their answers and personal data). */
  'applications.read',
  /** Approve or reject an application. */
  'applications.review',
  /** Open a runner's private uploaded documents. */
  'documents.read',
  /** Import results and passings files, and decide result correction requests. */
  'results.import',
  /** Invite staff, end their sessions. */
  'staff.manage',
  /** Search and export the audit trail. */
  'audit.read',
  /** Edit the site's content. */
  'content.edit',
  /** Approve (publish or schedule), reject and roll back content changes; never one's own where review is required. */
  'content.publish',
  /** Record a race-kit pickup. */
  'pickup.record',
  /** Run the season: draw seeds and draws, waitlist rounds, bibs, the start list. */
  'season.manage',
  /** Refund or reconcile a runner's payment by hand. */
  'payments.manage',
  /** Issue and end pickup-desk links for volunteers. */
  'pickup.manage',
  /** Send messages to segments of registrants. */
  'messages.send',
  /** Issue and end the timing companies' feed keys, and watch the feed's health. */
  'timing.manage',
  /** Read the dashboard's figures of an edition: counts per day and status, draws, race-day live state. */
  'dashboard.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  administrator: STAFF_PERMISSIONS,
  editor: ['content.edit', 'content.publish', 'dashboard.read'],
  reviewer: ['applications.read', 'applications.review', 'documents.read', 'dashboard.read'],
  'results-officer': ['results.import', 'timing.manage', 'dashboard.read'],
  // Volunteers only record pickups at a desk: the edition's figures are not theirs to read.
  volunteer: ['pickup.record'],
  viewer: ['applications.read', 'dashboard.read'],
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const staffRoleSchema = z.enum(STAFF_ROLES);
const staffEmailSchema = z.string().trim().toLowerCase().email().max(254);

/** An administrator's invitation: who, and in which role. */
export const staffInviteSchema = z
  .object({ email: staffEmailSchema, name: z.string().trim().min(1).max(80), role: staffRoleSchema })
  .strict();
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffInviteAnswerSchema = z.object({ memberId: z.string(), expiresAt: z.number().int() });

/** Accepting an invitation: its token (from the link) and the member's new password. */
export const staffAcceptSchema = z
  .object({ token: z.string().min(20).max(200), password: z.string().min(12).max(200) })
  .strict();

/** The TOTP enrolment: the otpauth:// URI a console draws as a QR code, and the secret to type in by hand. */
export const staffAcceptAnswerSchema = z.object({ otpauthUri: z.string(), secret: z.string() });

export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    password: z.string().min(1).max(200),
    code: z.string().regex(/^\d{6}$/, 'six digits'),
  })
  .strict();

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['invited', 'active']),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A sign-in: the session to send as header x-staff-session, and who it is. */
export const staffSignInAnswerSchema = z.object({
  session: z.string(),
  idleExpiresAt: z.number().int(),
  expiresAt: z.number().int(),
  member: staffMemberSchema,
});

export const staffEndSessionsSchema = z.object({ memberId: z.string().min(1).max(64) }).strict();
export const staffEndSessionsAnswerSchema = z.object({ ended: z.number().int() });

const epochMsQuery = z.coerce.number().int().min(0).optional();

/** The audit search: by member, action, record and time (epoch ms, `from` included, `to` excluded); paged. */
export const auditQuerySchema = z
  .object({
    memberId: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    recordType: z.string().max(64).optional(),
    recordId: z.string().max(200).optional(),
    from: epochMsQuery,
    to: epochMsQuery,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.number().int(),
  staffId: z.string(),
  staffName: z.string(),
  staffRole: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
