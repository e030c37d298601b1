import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignupConfig } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { AuditTrail } from '../../kernel/audit-trail';
import type { Clock } from '../../kernel/clock';
import type { RaceCalendar } from '../../kernel/race-calendar';

/** What every sign-up route needs: the database, the clock and the configuration of the calling site. */
export interface SignupDeps {
  db: Kysely<Database>;
  now: Clock;
  /** The sign-up configuration of the site that made the call (or a bilingual failure). */
  configFor: (request: FastifyRequest) => Promise<SignupConfig>;
  /** Where the organisers' reviews and reads of applications are recorded. */
  audit: AuditTrail;
  rateLimitPerMinute: number;
  /** When each edition's race is: an edition's first entry keeps its race day. */
  calendar: () => Promise<RaceCalendar>;
  /** Whether a race item's entries are closed for its draw: an entry after that would never be drawn. */
  entriesClosed: (year: number, raceItem: string) => Promise<boolean>;
}
