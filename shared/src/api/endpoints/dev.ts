import { z } from '../../zod';
import { outboxEntrySchema } from '../user-center';
import { endpoint } from './define';

/** Development and test only: the API registers none of these in production. */
export const devEndpoints = {
  /** The codes sent to one phone or email, newest last (the only place a code is written in clear). */
  devOutbox: endpoint({
    method: 'GET',
    path: '/user-center/api/dev/outbox',
    bodyKind: 'none',
    query: z.object({ target: z.string().trim().toLowerCase().min(1).max(254) }),
    answer: z.array(outboxEntrySchema),
    auth: 'public',
  }),
} as const;
