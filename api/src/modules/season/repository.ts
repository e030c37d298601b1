import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { SeasonDrawEntriesTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

export const drawOf = (db: Db, year: number, raceItem: string) =>
  db
    .selectFrom('season_draws')
    .selectAll()
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .executeTakeFirst();

/** Moves the draw from state `from` to `to` with `set`: a conditional UPDATE, so only one process moves it. */
export async function moveDraw(
  db: Db,
  year: number,
  raceItem: string,
  from: string,
  set: Partial<{
    state: string;
    seed: string;
    closed_at: number;
    drawn_at: number;
    drawn_by: string;
    drawn_places: number;
  }>,
): Promise<boolean> {
  const result = await db
    .updateTable('season_draws')
    .set(set)
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the draw's row lock for the rest of the transaction (a no-op UPDATE): the waitlist's promotions of one race
 * item run one at a time across processes, so two of them never fill the same freed place twice.
 */
export async function lockDraw(trx: Transaction<Database>, year: number, raceItem: string): Promise<void> {
  await trx
    .updateTable('season_draws')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .execute();
}

const INSERT_ROWS = 1_000;

export async function insertDrawEntries(trx: Db, rows: readonly SeasonDrawEntriesTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    await trx
      .insertInto('season_draw_entries')
      .values(rows.slice(start, start + INSERT_ROWS))
      .execute();
  }
}

export const drawEntryOf = (db: Db, year: number, regNo: number) =>
  db
    .selectFrom('season_draw_entries')
    .selectAll()
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();

/** The drawn entries (position ≥ 1) in draw order: the public record. */
export const drawnOrder = (db: Db, year: number, raceItem: string) =>
  db
    .selectFrom('season_draw_entries')
    .select(['reg_no', 'position', 'won_round'])
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('position', '>=', 1)
    .orderBy('position')
    .execute();

/** Not-yet-won drawn entries from `afterPosition` on, in draw order (the waitlist's candidates). */
export const waitingAfter = (db: Db, year: number, raceItem: string, afterPosition: number, limit: number) =>
  db
    .selectFrom('season_draw_entries')
    .select(['reg_no', 'position'])
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('won_round', 'is', null)
    .where('position', '>', afterPosition)
    .orderBy('position')
    .limit(limit)
    .execute();

/** The draws already run (their winners hold places that need orders). */
export const drawnDraws = (db: Db) =>
  db
    .selectFrom('season_draws')
    .select(['year', 'race_item'])
    .where('state', 'in', ['drawn', 'revealed'])
    .execute();

/** The entry numbers drawn before `position` that have not won (those a waitlisted entry waits behind). */
export async function waitingBefore(
  db: Db,
  year: number,
  raceItem: string,
  position: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('season_draw_entries')
    .select('reg_no')
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('won_round', 'is', null)
    .where('position', '>=', 1)
    .where('position', '<', position)
    .execute();
  return rows.map((row) => row.reg_no);
}

export async function lastRound(db: Db, year: number, raceItem: string): Promise<number> {
  const row = await db
    .selectFrom('season_draw_entries')
    .select((eb) => eb.fn.max<number | null>('won_round').as('round'))
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

/** Won entries whose payment order is not opened yet (openOrder retried until it answers). */
export const ordersToOpen = (db: Db, year: number, raceItem: string) =>
  db
    .selectFrom('season_draw_entries')
    .select(['reg_no', 'won_at'])
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('won_round', 'is not', null)
    .where('order_no', 'is', null)
    .where('refund_state', 'is', null)
    .execute();

export async function markWon(
  trx: Db,
  year: number,
  regNo: number,
  round: number,
  at: number,
): Promise<void> {
  await trx
    .updateTable('season_draw_entries')
    .set({ won_round: round, won_at: at })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .where('won_round', 'is', null)
    .execute();
}

export async function setOrder(
  db: Db,
  year: number,
  regNo: number,
  orderNo: string,
  payBy: number,
): Promise<void> {
  await db
    .updateTable('season_draw_entries')
    .set({ order_no: orderNo, pay_by: payBy })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .where('order_no', 'is', null)
    .execute();
}

/**
 * Records a refund of an entry as requested, unless its outcome got there first: payments may deliver the
 * outcome before the withdrawal that asked for it has written its number (a provider that answers at once).
 */
export async function recordRefundRequested(
  db: Db,
  year: number,
  regNo: number,
  refundNo: string,
  fen: number,
): Promise<void> {
  await db
    .updateTable('season_draw_entries')
    .set({ refund_state: 'requested', refund_no: refundNo, refund_fen: fen })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .where('refund_no', 'is', null)
    .execute();
}

/** Records what became of an entry's refund: its own (by number), or one the entry did not know of yet. */
export async function recordRefundOutcome(
  db: Db,
  year: number,
  regNo: number,
  refundNo: string,
  set: Pick<SeasonDrawEntriesTable, 'refund_state' | 'refund_reason'> & { refund_fen?: number },
): Promise<void> {
  await db
    .updateTable('season_draw_entries')
    .set({ ...set, refund_no: refundNo })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .where((eb) => eb.or([eb('refund_no', 'is', null), eb('refund_no', '=', refundNo)]))
    .execute();
}

/** The pay-by of won places among some entries of a year, by registration number (a message's {payBy}). */
export async function payByOfEntries(
  db: Db,
  year: number,
  regNos: readonly number[],
): Promise<Map<number, number>> {
  const payBy = new Map<number, number>();
  for (let start = 0; start < regNos.length; start += 500) {
    const rows = await db
      .selectFrom('season_draw_entries')
      .select(['reg_no', 'pay_by'])
      .where('year', '=', year)
      .where('reg_no', 'in', regNos.slice(start, start + 500))
      .where('pay_by', 'is not', null)
      .execute();
    for (const row of rows) if (row.pay_by !== null) payBy.set(row.reg_no, row.pay_by);
  }
  return payBy;
}
