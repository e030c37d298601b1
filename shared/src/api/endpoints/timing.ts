import {
  timingKeyIssueAnswerSchema,
  timingKeyIssueSchema,
  timingKeyListAnswerSchema,
  timingKeyListQuerySchema,
  timingKeyRevokeAnswerSchema,
  timingKeyRevokeSchema,
} from '../timing';
import { endpoint } from './define';

/** Staff issue, list and end the timing companies' feed keys (timing.manage). */
export const timingEndpoints = {
  timingKeyList: endpoint({
    method: 'GET',
    path: '/live/api/timing-keys',
    bodyKind: 'none',
    query: timingKeyListQuerySchema,
    answer: timingKeyListAnswerSchema,
    auth: 'staff',
    permission: 'timing.manage',
  }),
  timingKeyIssue: endpoint({
    method: 'POST',
    path: '/live/api/timing-keys',
    bodyKind: 'json',
    body: timingKeyIssueSchema,
    answer: timingKeyIssueAnswerSchema,
    auth: 'staff',
    permission: 'timing.manage',
  }),
  timingKeyRevoke: endpoint({
    method: 'POST',
    path: '/live/api/timing-keys/revoke',
    bodyKind: 'json',
    body: timingKeyRevokeSchema,
    answer: timingKeyRevokeAnswerSchema,
    auth: 'staff',
    permission: 'timing.manage',
  }),
} as const;
