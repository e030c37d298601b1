import { REGISTRATION_STATUS, type MyEntry } from '@marathon/shared/api';
import type { SessionUser } from '../../kernel/session-user';
import { entriesOfRegNos, entryOfSeason } from '../registrations';
import { refundFor } from './refund-tier';
import { drawEntryOf, drawOf, waitingBefore } from './repository';
import type { SeasonDeps } from './season-deps';

const { submitted, confirmed, notSelected, withdrawn, won, waitlist, expired } = REGISTRATION_STATUS;
const WITHDRAWABLE: readonly number[] = [submitted, won, confirmed, waitlist];

type Placing = MyEntry['placing'];

function placingOf(status: number, drawn: boolean, wonRound: number | null): Placing {
  if (status === waitlist) return 'waitlist';
  if (status === notSelected) return 'not-won';
  if (status === won || status === confirmed || status === expired || status === withdrawn) {
    if (wonRound !== null) return 'won';
    return drawn ? 'waitlist' : status === withdrawn ? null : 'reserved';
  }
  return status === submitted ? 'pending' : null;
}

/**
 * One entry as its runner sees it: the state, where it stands in the draw, its payment and refund, and the next
 * step with its deadline (the draw date before the draw, the pay-by of a won place).
 */
async function entryView(deps: SeasonDeps, year: number, regNo: number): Promise<MyEntry | null> {
  const entry = await entryOfSeason(deps.db, year, regNo);
  if (!entry) return null;
  const [drawEntry, settings, payment] = await Promise.all([
    drawEntryOf(deps.db, year, regNo),
    deps.settingsOf(year, entry.race_item),
    deps.payments.paymentOf(year, regNo),
  ]);
  const status = entry.status;
  let waitlistPosition: number | null = null;
  if (status === waitlist && drawEntry) {
    // Ahead are the entries drawn before this one that have not won; only those still waiting count.
    const ahead = await waitingBefore(deps.db, year, entry.race_item, drawEntry.position);
    const still = await entriesOfRegNos(deps.db, year, ahead);
    waitlistPosition = still.filter((row) => row.status === waitlist).length + 1;
  }
  const draw = await drawOf(deps.db, year, entry.race_item);
  const nextStep: MyEntry['nextStep'] =
    status === submitted
      ? { kind: 'wait-draw', deadline: draw?.state === 'open' || !draw ? (settings?.drawAt ?? null) : null }
      : status === won
        ? { kind: 'pay', deadline: payment?.state === 'open' ? payment.payBy : null }
        : status === waitlist
          ? { kind: 'wait-waitlist', deadline: null }
          : status === confirmed && entry.bib
            ? { kind: 'pickup', deadline: null }
            : { kind: 'none', deadline: null };
  const left = payment ? payment.paidFen - payment.refundedFen : 0;
  const refundIfWithdrawnFen = WITHDRAWABLE.includes(status)
    ? status === confirmed && settings && left > 0
      ? refundFor(settings.refundTiers, left, deps.now())
      : 0
    : null;
  return {
    year,
    regNo,
    raceItem: entry.race_item,
    status,
    placing: placingOf(
      status,
      drawEntry !== undefined && drawEntry.position >= 1,
      drawEntry?.won_round ?? null,
    ),
    waitlistPosition,
    payment: payment
      ? {
          orderNo: payment.orderNo,
          state: payment.state,
          amountFen: payment.amountFen,
          paidFen: payment.paidFen,
          refundedFen: payment.refundedFen,
          payBy: payment.payBy,
          provider: payment.provider,
        }
      : null,
    refund:
      drawEntry?.refund_state && drawEntry.refund_fen !== null
        ? {
            state: drawEntry.refund_state as 'requested' | 'refunded' | 'failed',
            amountFen: Number(drawEntry.refund_fen),
            reason: drawEntry.refund_reason,
          }
        : null,
    bib: entry.bib,
    nextStep,
    refundIfWithdrawnFen,
  };
}

/**
 * Where one entry stands and what comes next, for the public registration lookup (found there by name and ID
 * number or phone): the waitlist place and the next step's deadline, nothing of the payment or refund.
 */
export async function seasonStepOf(
  deps: SeasonDeps,
  year: number,
  regNo: number,
): Promise<Pick<MyEntry, 'waitlistPosition' | 'nextStep'> | null> {
  const view = await entryView(deps, year, regNo);
  return view && { waitlistPosition: view.waitlistPosition, nextStep: view.nextStep };
}

/** The signed-in runner's entries, each with its state and next step. */
export async function myEntries(deps: SeasonDeps, user: SessionUser): Promise<{ entries: MyEntry[] }> {
  const mine = await deps.entriesOf(user.userId);
  const views = await Promise.all(mine.map(({ year, regNo }) => entryView(deps, year, regNo)));
  return { entries: views.filter((view): view is MyEntry => view !== null) };
}
