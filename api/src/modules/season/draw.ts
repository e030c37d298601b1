import {
  REGISTRATION_STATUS,
  type DrawOverview,
  type DrawStatus,
  type PublicDraw,
} from '@marathon/shared/api';
import type { StaffActor } from '../../kernel/staff-actor';
import { moveEntryStatus, pendingDrawEntries } from '../registrations';
import { drawRefusals } from './draw-refusals';
import { drawOrder, seedHashOf } from './draw-order';
import { queueNotices } from './notices/queue';
import { openPendingOrders } from './orders';
import { drawnOrder, drawOf, insertDrawEntries, moveDraw } from './repository';
import type { SeasonDeps } from './season-deps';
import type { SeasonDrawEntriesTable } from './tables';

type Key = { year: number; raceItem: string };

async function settingsFor(deps: SeasonDeps, { year, raceItem }: Key) {
  const settings = await deps.settingsOf(year, raceItem);
  if (!settings) throw drawRefusals.noSettings();
  return settings;
}

/** Where a draw stands, for the organiser's answers. */
export async function drawStatus(deps: SeasonDeps, { year, raceItem }: Key): Promise<DrawStatus> {
  const draw = await drawOf(deps.db, year, raceItem);
  if (!draw) throw drawRefusals.noDraw();
  const order = await drawnOrder(deps.db, year, raceItem);
  const winners = order.filter((entry) => entry.won_round === 0).length;
  return {
    year,
    raceItem,
    state: draw.state as DrawStatus['state'],
    seedHash: draw.seed_hash,
    drawnAt: draw.drawn_at === null ? null : Number(draw.drawn_at),
    entries: order.length,
    winners,
    waitlisted: order.length - winners,
  };
}

/** The organiser's overview: the settings' places, the applicants pending the draw, and its status if committed. */
export async function drawOverview(deps: SeasonDeps, key: Key): Promise<DrawOverview> {
  const settings = await settingsFor(deps, key);
  const committed = await drawOf(deps.db, key.year, key.raceItem);
  return {
    ...key,
    places: settings.places,
    reservedPlaces: settings.reservedPlaces,
    applicants: (await pendingDrawEntries(deps.db, key.year, key.raceItem)).length,
    status: committed ? await drawStatus(deps, key) : null,
  };
}

/** Commits the seed's hash (once per race item); entries are open until the organiser closes them. */
export async function commitSeed(deps: SeasonDeps, input: Key & { seedHash: string }): Promise<DrawStatus> {
  await settingsFor(deps, input);
  const inserted = await deps.db
    .insertInto('season_draws')
    .values({
      year: input.year,
      race_item: input.raceItem,
      state: 'open',
      seed_hash: input.seedHash,
      seed: null,
      committed_at: deps.now(),
      closed_at: null,
      drawn_at: null,
      drawn_by: null,
      drawn_places: null,
    })
    .onConflict((oc) => oc.columns(['year', 'race_item']).doNothing())
    .returning('year')
    .executeTakeFirst();
  // Nothing returned: the row was there already (a commit is never replaced, not even by the same hash).
  if (!inserted) throw drawRefusals.committed();
  return drawStatus(deps, input);
}

export async function closeEntries(deps: SeasonDeps, input: Key): Promise<DrawStatus> {
  const draw = await drawOf(deps.db, input.year, input.raceItem);
  if (!draw) throw drawRefusals.noDraw();
  if (
    !(await moveDraw(deps.db, input.year, input.raceItem, 'open', { state: 'closed', closed_at: deps.now() }))
  ) {
    throw drawRefusals.notOpen();
  }
  return drawStatus(deps, input);
}

/** A claim this old with no draw written is of a process that died mid-draw: another run may take it over. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Claims the draw for this process: closed → drawing (or a stale drawing taken over), a conditional UPDATE on
 * its own, so of two processes drawing at once exactly one goes on; the other is refused with the reason.
 */
async function claimDraw(deps: SeasonDeps, year: number, raceItem: string, actor: StaffActor, at: number) {
  const claim = { state: 'drawing', drawn_at: at, drawn_by: actor.staffId };
  if (await moveDraw(deps.db, year, raceItem, 'closed', claim)) return;
  const stale = await deps.db
    .updateTable('season_draws')
    .set(claim)
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('state', '=', 'drawing')
    .where('drawn_at', '<', at - STALE_CLAIM_MS)
    .executeTakeFirst();
  if (Number(stale.numUpdatedRows) === 1) return;
  const now = await drawOf(deps.db, year, raceItem);
  throw now?.state === 'open' ? drawRefusals.notClosed() : drawRefusals.alreadyDrawn();
}

/**
 * The draw, once. One process claims it (claimDraw); the order, the entries' states and drawing → drawn are then
 * written in one transaction, so the draw is either wholly written or not at all (a failure gives the claim
 * back). Reserved entries (approved qualification applications, up to the reserved places) win without the
 * draw; reserved places left unused go to the draw.
 */
export async function runDraw(
  deps: SeasonDeps,
  input: Key & { seed: string },
  actor: StaffActor,
): Promise<DrawStatus> {
  const settings = await settingsFor(deps, input);
  const { year, raceItem } = input;
  const draw = await drawOf(deps.db, year, raceItem);
  if (!draw) throw drawRefusals.noDraw();
  if (seedHashOf(input.seed) !== draw.seed_hash) throw drawRefusals.wrongSeed();
  const reservable = new Set(await deps.reservedRegNos(year, raceItem));
  const at = deps.now();
  await claimDraw(deps, year, raceItem, actor, at);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const pending = await pendingDrawEntries(trx, year, raceItem);
      const reserved = pending.filter((regNo) => reservable.has(regNo)).slice(0, settings.reservedPlaces);
      const reservedSet = new Set(reserved);
      const order = drawOrder(
        input.seed,
        pending.filter((regNo) => !reservedSet.has(regNo)),
      );
      const drawnPlaces = Math.max(0, settings.places - reserved.length);
      const row = (regNo: number, position: number, wonRound: number | null): SeasonDrawEntriesTable => ({
        year,
        reg_no: regNo,
        race_item: raceItem,
        position,
        won_round: wonRound,
        won_at: wonRound === null ? null : at,
        order_no: null,
        pay_by: null,
        refund_no: null,
        refund_fen: null,
        refund_state: null,
        refund_reason: null,
      });
      await insertDrawEntries(trx, [
        ...reserved.map((regNo) => row(regNo, 0, 0)),
        ...order.map((regNo, i) => row(regNo, i + 1, i < drawnPlaces ? 0 : null)),
      ]);
      const { submitted, won, waitlist } = REGISTRATION_STATUS;
      await moveEntryStatus(trx, year, [...reserved, ...order.slice(0, drawnPlaces)], [submitted], won);
      await moveEntryStatus(trx, year, order.slice(drawnPlaces), [submitted], waitlist);
      // Told with the order it tells of; winners are told with their pay-by once their orders are open.
      await queueNotices(
        trx,
        order
          .slice(drawnPlaces)
          .map((regNo, i) => ({ kind: 'waitlist', year, regNo, raceItem, position: i + 1 })),
        at,
      );
      if (!(await moveDraw(trx, year, raceItem, 'drawing', { state: 'drawn', drawn_places: drawnPlaces }))) {
        throw drawRefusals.alreadyDrawn();
      }
    });
  } catch (error) {
    await moveDraw(deps.db, year, raceItem, 'drawing', { state: 'closed' });
    throw error;
  }
  await openPendingOrders(deps, year, raceItem);
  return drawStatus(deps, input);
}

/** Publishes the seed (checked against the hash): from now on anyone can recompute the order. */
export async function revealSeed(deps: SeasonDeps, input: Key & { seed: string }): Promise<DrawStatus> {
  const draw = await drawOf(deps.db, input.year, input.raceItem);
  if (!draw) throw drawRefusals.noDraw();
  if (seedHashOf(input.seed) !== draw.seed_hash) throw drawRefusals.wrongSeed();
  if (
    !(await moveDraw(deps.db, input.year, input.raceItem, 'drawn', { state: 'revealed', seed: input.seed }))
  ) {
    throw draw.state === 'revealed' ? drawRefusals.revealed() : drawRefusals.notDrawn();
  }
  return drawStatus(deps, input);
}

/** The public record: the hash from the commit on; after the draw the entries and order; the seed once revealed. */
export async function publicDraw(deps: SeasonDeps, { year, raceItem }: Key): Promise<PublicDraw> {
  const draw = await drawOf(deps.db, year, raceItem);
  if (!draw) throw drawRefusals.noDraw();
  const order = await drawnOrder(deps.db, year, raceItem);
  return {
    year,
    raceItem,
    state: draw.state as PublicDraw['state'],
    seedHash: draw.seed_hash,
    seed: draw.seed,
    drawnPlaces: draw.drawn_places ?? 0,
    entries: order.map((entry) => entry.reg_no).sort((a, b) => a - b),
    order: order.map((entry) => entry.reg_no),
  };
}

/** Whether a race item's entries are closed for its draw (closed, drawing, drawn or revealed): the sign-up asks. */
export async function entriesClosedFor(
  db: SeasonDeps['db'],
  year: number,
  raceItem: string,
): Promise<boolean> {
  const draw = await drawOf(db, year, raceItem);
  return draw !== undefined && draw.state !== 'open';
}
