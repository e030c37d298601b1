import { z } from '../zod';

/**
 * The API's state for start scripts, load balancers and the shell: `starting` (HTTP 503) while it prepares its
 * data after listening, `ready` (HTTP 200) once every route answers; `step` says what a start is doing.
 */
export const healthSchema = z.object({
  db: z.enum(['sqlite', 'postgres']),
  /** `degraded` (HTTP 503): started, but the database does not answer now (a restart, a failover). */
  status: z.enum(['starting', 'ready', 'degraded']),
  step: z.string(),
  /**
   * Content files whose newest version failed its checks: the file host keeps serving the last version that
   * passed (or, with none, refuses the file), until the file is fixed.
   */
  contentRefused: z
    .array(z.object({ file: z.string(), since: z.number().int(), problems: z.array(z.string()) }))
    .optional(),
});
