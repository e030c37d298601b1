import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { entryOfSeason, moveEntryStatus } from '../registrations';
import type { PaymentOutcome } from './ports';
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
    case 'paid':
      await moveEntryStatus(deps.db, year, [regNo], [won], confirmed);
      return;
    case 'expired': {
      await moveEntryStatus(deps.db, year, [regNo], [won], expired);
      const entry = await entryOfSeason(deps.db, year, regNo);
      if (entry) await runWaitlistRound(deps, year, entry.race_item);
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
      return;
    }
  }
}
