import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { SessionUser } from '../../kernel/session-user';
import { entryOfSeason, moveEntryStatus } from '../registrations';
import { drawRefusals } from './draw-refusals';
import { refundFor } from './refund-tier';
import { drawEntryOf, recordRefundRequested } from './repository';
import type { SeasonDeps } from './season-deps';
import { runWaitlistRound } from './waitlist';

const { submitted, confirmed, withdrawn, won, waitlist } = REGISTRATION_STATUS;

/**
 * The runner withdraws an entry of theirs. The move to withdrawn is conditional, so a double click refunds once;
 * the refund is the dated tier's share of what was paid, through the provider that took it (payments); a place
 * held (won or paid) goes to the waitlist at once.
 */
export async function withdrawEntry(
  deps: SeasonDeps,
  user: SessionUser,
  input: { year: number; regNo: number },
): Promise<{ regNo: number; refundFen: number; refundNo: string | null }> {
  const { year, regNo } = input;
  if (!(await deps.signedUpFor(user.userId, year, regNo))) throw drawRefusals.notYours();
  const entry = await entryOfSeason(deps.db, year, regNo);
  if (!entry) throw drawRefusals.notYours();
  const heldPlace = entry.status === won || entry.status === confirmed;
  const withdrawable: readonly number[] = [submitted, won, confirmed, waitlist];
  // Conditional on the status read: of two withdrawals at once, one moves it and refunds.
  if (
    !withdrawable.includes(entry.status) ||
    (await moveEntryStatus(deps.db, year, [regNo], [entry.status], withdrawn, deps.now())) !== 1
  ) {
    throw drawRefusals.cannotWithdraw();
  }
  let refundFen = 0;
  let refundNo: string | null = null;
  const payment = entry.status === confirmed ? await deps.payments.paymentOf(year, regNo) : null;
  const settings = await deps.settingsOf(year, entry.race_item);
  if (payment && settings) {
    refundFen = refundFor(settings.refundTiers, payment.paidFen - payment.refundedFen, deps.now());
    if (refundFen > 0 && (await drawEntryOf(deps.db, year, regNo))) {
      ({ refundNo } = await deps.payments.refund({
        year,
        regNo,
        amountFen: refundFen,
        reason: 'withdrawal',
        actor: `runner:${user.userId}`,
      }));
      await recordRefundRequested(deps.db, year, regNo, refundNo, refundFen);
    }
  }
  if (heldPlace) await runWaitlistRound(deps, year, entry.race_item);
  return { regNo, refundFen, refundNo };
}
