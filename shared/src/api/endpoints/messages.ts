import {
  messageOptOutBodySchema,
  messageOptOutQuerySchema,
  messagePreviewAnswerSchema,
  messagePreviewSchema,
  messageSendAnswerSchema,
  messageSendSchema,
} from '../messages';
import { endpoint, FILE_ANSWER } from './define';

const send = { auth: 'staff', permission: 'messages.send' } as const;

/** Organisers' messages to a segment of registrants (messages.send, audited), and the runner's opt-out link. */
export const messagesEndpoints = {
  /** The count, the opted-out count and the message as the first recipient reads it, in both languages. */
  messagePreview: endpoint({
    method: 'POST',
    path: '/messages/api/preview',
    bodyKind: 'json',
    body: messagePreviewSchema,
    answer: messagePreviewAnswerSchema,
    ...send,
  }),
  /** Queues the message to each recipient once; refused when the segment's count is not the one confirmed. */
  messageSend: endpoint({
    method: 'POST',
    path: '/messages/api/send',
    bodyKind: 'json',
    body: messageSendSchema,
    answer: messageSendAnswerSchema,
    ...send,
  }),
  /** The opt-out link of a message: a page asking to confirm (a link scanner's GET opts nobody out). */
  messageOptOutPage: endpoint({
    method: 'GET',
    path: '/messages/api/opt-out',
    bodyKind: 'none',
    query: messageOptOutQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** The page's button: the account its signed token names gets no more organisers' messages. */
  messageOptOut: endpoint({
    method: 'POST',
    path: '/messages/api/opt-out',
    bodyKind: 'form',
    body: messageOptOutBodySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
} as const;
