import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildTestApp } from '../../test-support/test-app';
import type { FastifyInstance } from 'fastify';
import { claimOnce, releaseClaim } from './claims';
import { clearCounter, hitCounter, holdCounter, readCounter, takeTurn } from './counters';
import { insertUser } from '../../modules/accounts/users.test-support';
import { HitBatches } from './hit-batches';
import { deleteEnded, KEEP_ENDED_MS } from '../../modules/accounts';
import { SWEEP_EVERY_MS, sweepAlso, sweepExpired } from './sweep';

let app: FastifyInstance;
let db: Kysely<Database>;
beforeEach(async () => {
  app = await buildTestApp();
  db = app.context.db;
});
afterEach(async () => {
  await app.close();
});

const T = 1_900_000_000_000;

describe('counters', () => {
  /** Counts the shared counters' upserts while `body` runs. */
  async function countingWrites(body: () => Promise<void>): Promise<number> {
    let writes = 0;
    const original = db.insertInto.bind(db);
    db.insertInto = ((table: Parameters<typeof original>[0]) => {
      if (table === 'shared_counters') writes += 1;
      return original(table);
    }) as typeof db.insertInto;
    try {
      await body();
    } finally {
      db.insertInto = original;
    }
    return writes;
  }

  it('count in a fixed window that starts with the first hit, then start again', async () => {
    expect(await hitCounter(db, 'k', 1000, T)).toEqual({ hits: 1, expiresAt: T + 1000, holdUntil: 0 });
    expect((await hitCounter(db, 'k', 1000, T + 10)).hits).toBe(2);
    expect((await hitCounter(db, 'k', 1000, T + 999)).hits).toBe(3);
    expect(await readCounter(db, 'k', T + 999)).toEqual({ hits: 3, expiresAt: T + 1000, holdUntil: 0 });
    expect(await readCounter(db, 'k', T + 1000)).toBeUndefined();
    expect(await hitCounter(db, 'k', 1000, T + 1000)).toEqual({ hits: 1, expiresAt: T + 2000, holdUntil: 0 });
    await clearCounter(db, 'k');
    expect(await readCounter(db, 'k', T + 1001)).toBeUndefined();
  });

  it('lose no hit when many come at once', async () => {
    await Promise.all(Array.from({ length: 25 }, () => hitCounter(db, 'busy', 60_000, T)));
    expect((await readCounter(db, 'busy', T))?.hits).toBe(25);
  });

  it('count a burst of one key’s hits in few writes, each hit seeing the count it would have alone', async () => {
    const batches = new HitBatches(db);
    const burst = await Promise.all(Array.from({ length: 40 }, () => batches.hit('burst', 60_000)));
    const counted = burst.map((hit) => hit.current);
    // Every hit counted once, numbered 1..40 in arrival order, as one at a time would have.
    expect(counted).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await readCounter(db, 'burst'))?.hits).toBe(40);
    // Another key is its own count; hits after the burst go on from it.
    expect((await batches.hit('other', 60_000)).current).toBe(1);
    expect((await batches.hit('burst', 60_000)).current).toBe(41);
    // The burst took far fewer upserts than hits: the first alone, the rest waiting behind it together.
    const fresh = new HitBatches(db);
    const writes = await countingWrites(async () => {
      await Promise.all(Array.from({ length: 40 }, () => fresh.hit('burst-2', 60_000)));
    });
    expect(writes).toBeLessThanOrEqual(2);
  });

  it('cost the database nothing more for an address past its budget until its window ends', async () => {
    const batches = new HitBatches(db);
    for (let i = 1; i <= 5; i++) expect((await batches.hit('flood', 60_000, 5)).current).toBe(i);
    // A flood of refused requests: each still refused, none of them written.
    const writes = await countingWrites(async () => {
      for (let i = 0; i < 200; i++)
        expect((await batches.hit('flood', 60_000, 5)).current).toBeGreaterThan(5);
    });
    expect(writes).toBeLessThanOrEqual(1);
    // Another process sharing the database refuses the address too.
    expect((await new HitBatches(db).hit('flood', 60_000, 5)).current).toBeGreaterThan(5);
  });

  it('count one visitor’s hits one after another in few writes when the budget is large', async () => {
    const batches = new HitBatches(db);
    const counted: number[] = [];
    const writes = await countingWrites(async () => {
      for (let i = 0; i < 1000; i++) counted.push((await batches.hit('steady', 60_000, 100_000_000)).current);
    });
    expect(counted).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(writes).toBeLessThanOrEqual(40);
  });

  it('never let two processes admit more than the budget, nor refuse much of it early', async () => {
    const a = new HitBatches(db);
    const b = new HitBatches(db);
    const max = 120;
    let admitted = 0;
    // An address whose requests the load balancer spreads unevenly over two processes, some at once.
    for (let round = 0; round < 100; round++) {
      const hits = await Promise.all(
        Array.from({ length: 1 + (round % 3) }, (_, i) =>
          ((round * 7 + i) % 5 < 3 ? a : b).hit('spread', 60_000, max),
        ),
      );
      admitted += hits.filter((hit) => hit.current <= max).length;
    }
    expect(admitted).toBeLessThanOrEqual(max);
    // Hits a process took ahead and had not given out yet count as spent: at most an eighth of the budget.
    expect(admitted).toBeGreaterThanOrEqual(max - max / 8);
  });

  it('give one turn per hold, and a fresh window forgets the hold', async () => {
    await hitCounter(db, 'h', 10_000, T);
    await holdCounter(db, 'h', T + 500);
    expect(await takeTurn(db, 'h', T + 1500, T + 100)).toBe(false);
    const turns = await Promise.all([1, 2, 3].map(() => takeTurn(db, 'h', T + 1500, T + 600)));
    expect(turns.filter(Boolean)).toHaveLength(1);
    expect((await readCounter(db, 'h', T + 600))?.holdUntil).toBe(T + 1500);
    expect(await takeTurn(db, 'absent', T + 1, T)).toBe(true);
    expect((await hitCounter(db, 'h', 10_000, T + 10_000)).holdUntil).toBe(0);
  });
});

describe('claims', () => {
  it('claim once until expiry, even when claimed at the same moment', async () => {
    const first = await Promise.all([1, 2, 3, 4].map(() => claimOnce(db, 'sig', 1000, T)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimOnce(db, 'sig', 1000, T + 999)).toBe(false);
    expect(await claimOnce(db, 'sig', 1000, T + 1000)).toBe(true);
    await releaseClaim(db, 'sig');
    expect(await claimOnce(db, 'sig', 1000, T + 1001)).toBe(true);
  });
});

describe('the sweep', () => {
  it('deletes dead rows at most once a minute, and keeps live ones', async () => {
    await hitCounter(db, 'old', 1000, T);
    await hitCounter(db, 'live', 10 * SWEEP_EVERY_MS, T);
    await claimOnce(db, 'old-claim', 1000, T);
    const rows = async () =>
      (await db.selectFrom('shared_counters').select('key').execute()).length +
      (await db.selectFrom('shared_claims').select('key').execute()).length;
    expect(await rows()).toBe(3);
    await sweepExpired(db, T + 2000);
    // The hits above already swept at T: within the minute nothing more is deleted.
    expect(await rows()).toBe(3);
    await sweepExpired(db, T + SWEEP_EVERY_MS + 1);
    expect(await db.selectFrom('shared_counters').select('key').execute()).toEqual([{ key: 'live' }]);
    expect(await db.selectFrom('shared_claims').select('key').execute()).toEqual([]);
  });

  it('deletes codes and sessions a day past their end, and only those, once the accounts add theirs', async () => {
    sweepAlso(db, (now) => deleteEnded(db, now));
    const user = await insertUser(db);
    const code = (id: string, expires: number) => ({
      id,
      channel: 'sms',
      target: '13800000000',
      purpose: 2,
      code_hash: 'h',
      token_hash: 't',
      address: '127.0.0.1',
      attempts: 0,
      created_at: expires - 600_000,
      expires_at: expires,
      consumed_at: null,
    });
    const later = T + 10 * SWEEP_EVERY_MS;
    await db
      .insertInto('verification_codes')
      .values([code('old', later - KEEP_ENDED_MS - 1), code('recent', later - 1000)])
      .execute();
    const session = (token: string, expires: number) => ({
      token_hash: token,
      user_id: user.id,
      created_at: T,
      expires_at: expires,
      revoked_at: null,
    });
    await db
      .insertInto('sessions')
      .values([session('old', later - KEEP_ENDED_MS - 1), session('live', later + 1000)])
      .execute();
    await sweepExpired(db, later);
    expect(await db.selectFrom('verification_codes').select('id').execute()).toEqual([{ id: 'recent' }]);
    expect(await db.selectFrom('sessions').select('token_hash').execute()).toEqual([{ token_hash: 'live' }]);
  });
});
