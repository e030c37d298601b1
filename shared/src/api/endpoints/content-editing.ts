import {
  contentApproveSchema,
  contentChangeIdSchema,
  contentDiffAnswerSchema,
  contentDiffQuerySchema,
  contentFileAnswerSchema,
  contentFileQuerySchema,
  contentHistoryAnswerSchema,
  contentHistoryQuerySchema,
  contentRejectSchema,
  contentReviewSettingAnswerSchema,
  contentReviewSettingSchema,
  contentRevisionAnswerSchema,
  contentRollbackSchema,
  contentSaveAnswerSchema,
  contentSaveSchema,
} from '../content-editing';
import { endpoint } from './define';

/**
 * Editing a site's content (see content-editing.ts for the workflow). Failures: 400 with `data.problems` when the
 * resulting file fails its checks (submit, approve, roll-back), 409 with a ContentConflict when a save's base is
 * stale or a change was handled meanwhile, 403 when the approver edited the change on a site that requires review.
 */
export const contentEditingEndpoints = {
  /** The published file (database or folder), its items and the open changes. */
  contentFileRead: endpoint({
    method: 'GET',
    path: '/admin/content/file',
    bodyKind: 'none',
    query: contentFileQuerySchema,
    answer: contentFileAnswerSchema,
    auth: 'staff',
    permission: 'content.edit',
  }),
  /** Saves a draft change of one item; the answer lists the problems of the whole file it makes. */
  contentChangeSave: endpoint({
    method: 'POST',
    path: '/admin/content/changes/save',
    bodyKind: 'json',
    body: contentSaveSchema,
    answer: contentSaveAnswerSchema,
    auth: 'staff',
    permission: 'content.edit',
  }),
  /** Sends a draft for review (refused with its problems when the file it makes fails its checks). */
  contentChangeSubmit: endpoint({
    method: 'POST',
    path: '/admin/content/changes/submit',
    bodyKind: 'json',
    body: contentChangeIdSchema,
    answer: contentRevisionAnswerSchema,
    auth: 'staff',
    permission: 'content.edit',
  }),
  /** Publishes a change now, or schedules it (`publishAt`). */
  contentChangeApprove: endpoint({
    method: 'POST',
    path: '/admin/content/changes/approve',
    bodyKind: 'json',
    body: contentApproveSchema,
    answer: contentRevisionAnswerSchema,
    auth: 'staff',
    permission: 'content.publish',
  }),
  /** Rejects a change in review or scheduled, with a reason its editors read. */
  contentChangeReject: endpoint({
    method: 'POST',
    path: '/admin/content/changes/reject',
    bodyKind: 'json',
    body: contentRejectSchema,
    answer: contentRevisionAnswerSchema,
    auth: 'staff',
    permission: 'content.publish',
  }),
  /** Every revision of a file, newest first (who, when, status). */
  contentHistory: endpoint({
    method: 'GET',
    path: '/admin/content/history',
    bodyKind: 'none',
    query: contentHistoryQuerySchema,
    answer: contentHistoryAnswerSchema,
    auth: 'staff',
    permission: 'content.edit',
  }),
  /** The items that differ between two revisions of one file. */
  contentDiff: endpoint({
    method: 'GET',
    path: '/admin/content/diff',
    bodyKind: 'none',
    query: contentDiffQuerySchema,
    answer: contentDiffAnswerSchema,
    auth: 'staff',
    permission: 'content.edit',
  }),
  /** Publishes again an earlier published revision, as a new revision, in one action. */
  contentRollback: endpoint({
    method: 'POST',
    path: '/admin/content/rollback',
    bodyKind: 'json',
    body: contentRollbackSchema,
    answer: contentRevisionAnswerSchema,
    auth: 'staff',
    permission: 'content.publish',
  }),
  /** Whether a site's changes need a second member's approval (on by default); administrators only. */
  contentReviewSetting: endpoint({
    method: 'POST',
    path: '/admin/content/review-setting',
    bodyKind: 'json',
    body: contentReviewSettingSchema,
    answer: contentReviewSettingAnswerSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
} as const;
