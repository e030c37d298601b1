import type { Kysely } from 'kysely';
import type { DrawSettings } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { PaymentsPort } from './ports';

/** What the season needs from main/: its database, the payments seam, the content's settings, the clock. */
export interface SeasonDeps {
  db: Kysely<Database>;
  payments: PaymentsPort;
  /** The draw settings of a race item of an edition (content's season file); null when it has none. */
  settingsOf(year: number, raceItem: string): Promise<DrawSettings | null>;
  /** Entry numbers of approved qualification applications of a race item: they skip the draw. */
  reservedRegNos(year: number, raceItem: string): Promise<readonly number[]>;
  /** Whether this account signed up this entry (the sign-up module answers it). */
  signedUpFor(userId: string, year: number, regNo: number): Promise<boolean>;
  /** The entries this account signed up, newest edition first (the sign-up module answers it). */
  entriesOf(userId: string): Promise<readonly { year: number; regNo: number }[]>;
  now(): number;
}
