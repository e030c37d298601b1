import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS, type MessageSegment } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { entriesWithStatus } from '../registrations';
import { payByOfEntries } from '../season';
import { signersOf } from '../signup';
import { optedOutAmong } from './opt-outs';
import type { RecipientFacts } from './template';

const { won, confirmed, notSelected, waitlist } = REGISTRATION_STATUS;

/** Which entries each segment holds, by their status: a place (paid or not), none (waiting or not), and so on. */
export const SEGMENT_STATUSES: Readonly<Record<MessageSegment, readonly number[]>> = {
  won: [won, confirmed],
  'not-won': [notSelected, waitlist],
  waitlist: [waitlist],
  unpaid: [won],
  paid: [confirmed],
};

export interface Recipient extends RecipientFacts {
  userId: string;
}

export interface SegmentRecipients {
  /** By registration number: the first is the preview's. */
  recipients: Recipient[];
  optedOut: number;
  /** Entries with no account (imported): nobody to send to. */
  unreachable: number;
}

/**
 * Who a message to a segment reaches: the segment's entries, each through the account that signed it up, less the
 * accounts that opted out of organisers' messages. The count the organiser confirms is this one.
 */
export async function segmentRecipients(
  db: Kysely<Database>,
  key: { year: number; segment: MessageSegment; raceItem?: string | undefined },
): Promise<SegmentRecipients> {
  const entries = await entriesWithStatus(db, key.year, SEGMENT_STATUSES[key.segment], key.raceItem);
  const regNos = entries.map((entry) => entry.reg_no);
  const [signers, payBy] = await Promise.all([
    signersOf(db, key.year, regNos),
    payByOfEntries(db, key.year, regNos),
  ]);
  const optedOut = await optedOutAmong(db, [...new Set(signers.values())]);
  const recipients: Recipient[] = [];
  let optedOutCount = 0;
  let unreachable = 0;
  for (const entry of entries) {
    const userId = signers.get(entry.reg_no);
    if (userId === undefined) {
      unreachable += 1;
    } else if (optedOut.has(userId)) {
      optedOutCount += 1;
    } else {
      recipients.push({
        userId,
        name: entry.name,
        regNo: entry.reg_no,
        year: key.year,
        raceItem: entry.race_item,
        bib: entry.bib,
        payBy: entry.status === won ? (payBy.get(entry.reg_no) ?? null) : null,
      });
    }
  }
  return { recipients, optedOut: optedOutCount, unreachable };
}
