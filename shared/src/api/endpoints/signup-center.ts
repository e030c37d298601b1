import {
  applicationDocumentsSchema,
  applicationSchema,
  createApplicationSchema,
  mailingRequestSchema,
  mailingSchema,
  memberSummarySchema,
  registrationReceiptSchema,
  reviewApplicationSchema,
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
  /** The organiser's decision, behind the review key. */
  applicationReview: endpoint({
    method: 'POST',
    path: '/signup-center/api/application/review',
    bodyKind: 'json',
    body: reviewApplicationSchema,
    answer: applicationSchema,
    auth: 'reviewKey',
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
