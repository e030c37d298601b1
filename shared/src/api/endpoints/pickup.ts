import {
  bibAssignAnswerSchema,
  bibAssignSchema,
  eTicketAnswerSchema,
  eTicketQuerySchema,
  pickupDeskIssueAnswerSchema,
  pickupDeskIssueSchema,
  pickupDeskListAnswerSchema,
  pickupDeskListQuerySchema,
  pickupDeskRevokeAnswerSchema,
  pickupDeskRevokeSchema,
  pickupFindSchema,
  pickupRecordAnswerSchema,
  pickupRecordSchema,
  pickupRunnerSchema,
  startListExportQuerySchema,
  startListImportAnswerSchema,
  startListImportQuerySchema,
} from '../pickup';
import { endpoint, FILE_ANSWER } from './define';

/**
 * Bibs and kit pickup. The desk calls are `public` as far as sessions go: they are opened only by a desk link's
 * secret (header x-pickup-desk), checked by the pickup module, so a runner's token never opens them.
 */
export const pickupEndpoints = {
  seasonBibsAssign: endpoint({
    method: 'POST',
    path: '/admin/season/bibs',
    bodyKind: 'json',
    body: bibAssignSchema,
    answer: bibAssignAnswerSchema,
    auth: 'staff',
    permission: 'season.manage',
  }),
  /** The start list for the timing company (a read of runners' personal data: audited). */
  seasonStartListExport: endpoint({
    method: 'GET',
    path: '/admin/season/start-list',
    bodyKind: 'none',
    query: startListExportQuerySchema,
    answer: FILE_ANSWER,
    auth: 'staff',
    permission: 'season.manage',
  }),
  /** A start list read back: bibs and corrals of existing entries, all rows or none. */
  seasonStartListImport: endpoint({
    method: 'POST',
    path: '/admin/season/start-list',
    bodyKind: 'multipart',
    query: startListImportQuerySchema,
    answer: startListImportAnswerSchema,
    auth: 'staff',
    permission: 'season.manage',
  }),
  pickupDeskIssue: endpoint({
    method: 'POST',
    path: '/admin/pickup/desks',
    bodyKind: 'json',
    body: pickupDeskIssueSchema,
    answer: pickupDeskIssueAnswerSchema,
    auth: 'staff',
    permission: 'pickup.manage',
  }),
  /** The year's desk links, newest first: name, who issued it, until when, its pickups (no secret). */
  pickupDeskList: endpoint({
    method: 'GET',
    path: '/admin/pickup/desks',
    bodyKind: 'none',
    query: pickupDeskListQuerySchema,
    answer: pickupDeskListAnswerSchema,
    auth: 'staff',
    permission: 'pickup.manage',
  }),
  pickupDeskRevoke: endpoint({
    method: 'POST',
    path: '/admin/pickup/desks/revoke',
    bodyKind: 'json',
    body: pickupDeskRevokeSchema,
    answer: pickupDeskRevokeAnswerSchema,
    auth: 'staff',
    permission: 'pickup.manage',
  }),
  pickupDeskFind: endpoint({
    method: 'POST',
    path: '/pickup/desk/find',
    bodyKind: 'json',
    body: pickupFindSchema,
    answer: pickupRunnerSchema,
    auth: 'public',
  }),
  pickupDeskRecord: endpoint({
    method: 'POST',
    path: '/pickup/desk/record',
    bodyKind: 'json',
    body: pickupRecordSchema,
    answer: pickupRecordAnswerSchema,
    auth: 'public',
  }),
  eTicket: endpoint({
    method: 'GET',
    path: '/user-center/e-ticket',
    bodyKind: 'none',
    query: eTicketQuerySchema,
    answer: eTicketAnswerSchema,
    auth: 'token',
  }),
} as const;
