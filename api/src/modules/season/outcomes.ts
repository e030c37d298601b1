import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { entryOfSeason, moveEntryStatus } from '../registrations';
import type { PaymentOutcome } from './ports';
import { queueNotices } from './notices/queue';
import { recordRefundOutcome } from './repository';
import type { SeasonDeps } from './season-deps';
import { runWaitlistRound } from './waitlist';

const { won, confirmed, expired } = REGISTRATION_STATUS;

/**
 * What payments tells the season (the listener main/ gives the payments module). Idempotent: each step is a
 * conditional move, so the same outcome delivered again (after a crash, twice, late) changes nothing twice.
 * An expiry frees the place: the waitlist round that follows fills it in draw order (a round with nothing freed
 * promotes nobody, so a repeated expiry promotes no one twice).
 */
export async function onPaymentOutcome(deps: SeasonDeps, outcome: PaymentOutcome): Promise<void> {
  const { year, regNo } = outcome;
  switch (outcome.kind) {
    case 'paid': {
      await moveEntryStatus(deps.db, year, [regNo], [won], confirmed);
      const entry = await entryOfSeason(deps.db, year, regNo);
      if (entry?.status === confirmed) {
        await queueNotices(
          deps.db,
          [{ kind: 'paid', year, regNo, raceItem: entry.race_item, amountFen: outcome.amountFen }],
          deps.now(),
        );
      }
      return;
    }
    case 'expired': {
      await moveEntryStatus(deps.db, year, [regNo], [won], expired);
      const entry = await entryOfSeason(deps.db, year, regNo);
      if (!entry) return;
      if (entry.status === expired) {
        await queueNotices(
          deps.db,
          [{ kind: 'expired', year, regNo, raceItem: entry.race_item }],
          deps.now(),
        );
      }
      await runWaitlistRound(deps, year, entry.race_item);
      return;
    }
    case 'refunded':
    case 'refund-failed': {
      await recordRefundOutcome(
        deps.db,
        year,
        regNo,
        outcome.refundNo,
        outcome.kind === 'refunded'
          ? { refund_state: 'refunded', refund_fen: outcome.amountFen, refund_reason: null }
          : { refund_state: 'failed', refund_reason: outcome.reason },
      );
      const entry = outcome.kind === 'refunded' ? await entryOfSeason(deps.db, year, regNo) : undefined;
      if (outcome.kind === 'refunded' && entry) {
        await queueNotices(
          deps.db,
          [{ kind: 'refunded', year, regNo, raceItem: entry.race_item, amountFen: outcome.amountFen }],
          deps.now(),
        );
      }
      return;
    }
  }
}
