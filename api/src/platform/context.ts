import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config';
import type { DatabaseKind } from './db/connect';
import type { Database } from './db/schema';
import type { AuditTrail } from '../kernel/audit-trail';
import type { RaceCalendar } from '../kernel/race-calendar';
import type { PasswordCipher } from './security/password-cipher';

/** What the route modules need from the app: passed in explicitly, so a test can build one with its own. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  passwordCipher: PasswordCipher;
  /** The race calendar of the configured races (the sites module reads it; kept a few seconds). */
  calendar: () => Promise<RaceCalendar>;
  /** The audit trail every organiser action and read of a runner's personal data is recorded in. */
  audit: AuditTrail;
  /**
   * A site file's published database revision (content editing), or null when the folder's file is what is
   * published: every reader of a site file asks here first. Absent in contexts built without the content module.
   */
  publishedSiteFile?: (site: string, file: 'config' | 'index' | 'signup') => Promise<Buffer | null>;
}
