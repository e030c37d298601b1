import { z } from '../../zod';
import {
  applicationDocumentsSchema,
  applicationSchema,
  createApplicationSchema,
  mailingRequestSchema,
  mailingSchema,
  memberSummarySchema,
  registrationReceiptSchema,
  reviewApplicationSchema,
  staffApplicationSchema,
  submitApplicationSchema,
  submitRegistrationSchema,
  verifiedScoreSchema,
  verifyScoreSchema,
} from '../signup';
import { signupConfigSchema } from '../signup-form';
import { endpoint } from './define';

/** signup-center: registrations, entry qualification applications, race-kit mailing and the member centre. */
export const signupCenterEndpoints = {
  /** The calling site's sign-up configuration, resolved against its race (edition, form windows). */
  signupConfig: endpoint({
    method: 'GET',
    path: '/signup-center/api/config',
    bodyKind: 'none',
    answer: signupConfigSchema,
    auth: 'public',
  }),
  /** Idempotent by submissionId: a resent submit never registers twice. */
  signupSubmit: endpoint({
    method: 'POST',
    path: '/signup-center/api/registration/submit',
    bodyKind: 'json',
    body: submitRegistrationSchema,
    answer: registrationReceiptSchema,
    auth: 'token',
  }),
  memberSummary: endpoint({
    method: 'GET',
    path: '/signup-center/api/member/summary',
    bodyKind: 'none',
    answer: memberSummarySchema,
    auth: 'token',
  }),
  applicationCreate: endpoint({
    method: 'POST',
    path: '/signup-center/api/application/create',
    bodyKind: 'json',
    body: createApplicationSchema,
    answer: applicationSchema,
    auth: 'token',
  }),
  applicationDocuments: endpoint({
    method: 'POST',
    path: '/signup-center/api/application/documents',
    bodyKind: 'json',
    body: applicationDocumentsSchema,
    answer: applicationSchema,
    auth: 'token',
  }),
  applicationSubmit: endpoint({
    method: 'POST',
    path: '/signup-center/api/application/submit',
    bodyKind: 'json',
    body: submitApplicationSchema,
    answer: applicationSchema,
    auth: 'token',
  }),
  /** The organiser's decision, by a staff member allowed to review. */
  applicationReview: endpoint({
    method: 'POST',
    path: '/signup-center/api/application/review',
    bodyKind: 'json',
    body: reviewApplicationSchema,
    answer: applicationSchema,
    auth: 'staff',
    permission: 'applications.review',
  }),
  /** The applications awaiting review (status 1, or the one asked for), for a staff member allowed to read them. */
  staffApplications: endpoint({
    method: 'GET',
    path: '/signup-center/api/staff/applications',
    bodyKind: 'none',
    query: z.object({ status: z.enum(['0', '1', '2', '3']).default('1') }).strict(),
    answer: z.array(staffApplicationSchema),
    auth: 'staff',
    permission: 'applications.read',
  }),
  mailingRequest: endpoint({
    method: 'POST',
    path: '/signup-center/api/mailing/request',
    bodyKind: 'json',
    body: mailingRequestSchema,
    answer: mailingSchema,
    auth: 'token',
  }),
  /** Checks a past result against our results data (the score verification field). */
  verifyScore: endpoint({
    method: 'POST',
    path: '/signup-center/api/score/verify',
    bodyKind: 'json',
    body: verifyScoreSchema,
    answer: verifiedScoreSchema,
    auth: 'token',
  }),
} as const;
