import type { Kysely } from 'kysely';
import type { PickupFind, PickupRecordInput, PickupRunner } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { hashPersonal, normalizeIdNumber } from '../../kernel/identity';
import { confirmedEntryById, entryForPickup } from '../registrations';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { kitAnswersOf } from '../signup';
import { readTicket } from './e-ticket';

export type FindRefusal = 'forged' | 'otherYear' | 'notFound' | 'notConfirmed' | 'bibChanged' | 'noBib';
export type Found =
  { ok: true; runner: PickupRunner; byTicket: boolean } | { ok: false; reason: FindRefusal };

async function pickedUpOf(db: Kysely<Database>, year: number, regNo: number) {
  return db
    .selectFrom('kit_pickups')
    .select(['at', 'desk_name', 'by_proxy', 'pickup_id'])
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();
}

/** The runner a desk of `year` is shown: from a scanned ticket (checked) or an ID number typed in. */
export async function findRunner(
  db: Kysely<Database>,
  secret: string,
  year: number,
  find: PickupFind,
): Promise<Found> {
  let entry;
  if ('ticket' in find) {
    const ticket = readTicket(secret, find.ticket);
    if (!ticket) return { ok: false, reason: 'forged' };
    if (ticket.year !== year) return { ok: false, reason: 'otherYear' };
    entry = await entryForPickup(db, year, ticket.regNo);
    if (!entry) return { ok: false, reason: 'notFound' };
    if (entry.status !== REGISTRATION_STATUS.confirmed) return { ok: false, reason: 'notConfirmed' };
    // A ticket of a bib given again (a start list import moved it) is an old one: the runner shows the new one.
    if (entry.bib !== ticket.bib) return { ok: false, reason: 'bibChanged' };
  } else {
    entry = await confirmedEntryById(db, year, hashPersonal(normalizeIdNumber(find.idNumber)));
    if (!entry) return { ok: false, reason: 'notFound' };
  }
  if (entry.bib === null) return { ok: false, reason: 'noBib' };
  const answers = await kitAnswersOf(db, year, [entry.reg_no]);
  const picked = await pickedUpOf(db, year, entry.reg_no);
  return {
    ok: true,
    byTicket: 'ticket' in find,
    runner: {
      year,
      regNo: entry.reg_no,
      bib: entry.bib,
      name: entry.name,
      raceItem: entry.race_item,
      corral: entry.corral,
      shirtSize: answers.get(entry.reg_no)?.shirtSize ?? null,
      idMasked: entry.id_masked,
      pickedUp: picked
        ? { at: Number(picked.at), deskName: picked.desk_name, byProxy: picked.by_proxy === 1 }
        : null,
    },
  };
}

export type Recorded =
  | { ok: true; outcome: 'recorded' | 'already'; runner: PickupRunner }
  | { ok: false; reason: FindRefusal | 'proxyNeedsTicket' | 'pickupIdReused' };

/**
 * Records the pickup once: an INSERT that does nothing on a conflict, then the row read back. The row's pickup id
 * says whose it is: this send's (or an earlier send of it, replayed by an offline queue: `recorded` again, nothing
 * twice), or another desk's (`already`, with when and where). A pickup id reused for another runner is refused.
 */
export async function recordPickup(
  db: Kysely<Database>,
  secret: string,
  desk: { id: string; year: number; desk_name: string },
  input: PickupRecordInput,
  now: number,
): Promise<Recorded> {
  if (input.proxy !== null && !('ticket' in input.find)) return { ok: false, reason: 'proxyNeedsTicket' };
  const found = await findRunner(db, secret, desk.year, input.find);
  if (!found.ok) return found;
  const { runner } = found;
  await db
    .insertInto('kit_pickups')
    .values({
      year: runner.year,
      reg_no: runner.regNo,
      pickup_id: input.pickupId,
      desk_id: desk.id,
      desk_name: desk.desk_name,
      at: now,
      by_proxy: input.proxy ? 1 : 0,
      proxy_name: input.proxy?.name ?? null,
      proxy_id_last4: input.proxy?.idLast4.toUpperCase() ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await pickedUpOf(db, runner.year, runner.regNo);
  if (!row) {
    // Nothing for this runner although the insert did nothing: the pickup id is another runner's.
    return { ok: false, reason: 'pickupIdReused' };
  }
  const pickedUp = { at: Number(row.at), deskName: row.desk_name, byProxy: row.by_proxy === 1 };
  return {
    ok: true,
    outcome: row.pickup_id === input.pickupId ? 'recorded' : 'already',
    runner: { ...runner, pickedUp },
  };
}
