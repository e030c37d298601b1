import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { countEntriesWithStatus, moveEntryStatus } from '../registrations';
import { drawRefusals } from './draw-refusals';
import { drawOf, lastRound, lockDraw, markWon, waitingAfter } from './repository';
import type { SeasonDeps } from './season-deps';
import { openPendingOrders } from './orders';

const { won, confirmed, waitlist } = REGISTRATION_STATUS;
const BATCH = 200;

/**
 * A waitlist round: the places freed (expired or withdrawn) of a race item are given to the waitlisted entries in
 * draw order, under the draw's row lock, so two rounds at once (two processes, or an expiry beside an organiser's
 * round) never give one freed place twice. Answers the entries promoted; their orders are opened after.
 */
export async function runWaitlistRound(deps: SeasonDeps, year: number, raceItem: string): Promise<number[]> {
  const settings = await deps.settingsOf(year, raceItem);
  if (!settings) throw drawRefusals.noSettings();
  const promoted = await deps.db.transaction().execute(async (trx) => {
    const draw = await drawOf(trx, year, raceItem);
    if (!draw) throw drawRefusals.noDraw();
    if (draw.state !== 'drawn' && draw.state !== 'revealed') throw drawRefusals.notDrawn();
    await lockDraw(trx, year, raceItem);
    const held = await countEntriesWithStatus(trx, year, raceItem, [won, confirmed]);
    let free = settings.places - held;
    if (free <= 0) return [];
    const round = (await lastRound(trx, year, raceItem)) + 1;
    const at = deps.now();
    const chosen: number[] = [];
    let after = 0;
    while (free > 0) {
      const candidates = await waitingAfter(trx, year, raceItem, after, BATCH);
      if (candidates.length === 0) break;
      for (const candidate of candidates) {
        after = candidate.position;
        if (free === 0) break;
        // Only a still-waitlisted entry moves (a withdrawn one is skipped): conditional on its status.
        if ((await moveEntryStatus(trx, year, [candidate.reg_no], [waitlist], won)) === 1) {
          await markWon(trx, year, candidate.reg_no, round, at);
          chosen.push(candidate.reg_no);
          free -= 1;
        }
      }
    }
    return chosen;
  });
  if (promoted.length > 0) await openPendingOrders(deps, year, raceItem);
  return promoted;
}
