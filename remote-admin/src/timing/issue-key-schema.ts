import { LIVE_POINTS, TIMING_PROVIDER_PATTERN } from '@marathon/shared/api';
import { z } from 'zod';

/** The issue form's rules, the API's own (shared/src/api/timing.ts); messages are keys of the console's bundle. */
export const issueKeySchema = z.object({
  provider: z.string().trim().regex(TIMING_PROVIDER_PATTERN, 'admin.timing.errors.provider'),
  points: z.array(z.enum(LIVE_POINTS)).min(1, 'admin.timing.errors.points'),
});
export type IssueKeyValues = z.infer<typeof issueKeySchema>;
