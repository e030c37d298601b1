import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-support/test-app';
import { openLiveBus, type LiveBus, type LiveChange } from './bus';
import { writeLiveYear } from './live-fixture.test-support';
import { liveReader } from './reader';

const YEAR = 2021;
const GUN = Date.UTC(2021, 3, 18, 7, 30) - 8 * 3_600_000;

let app: FastifyInstance;
let bus: LiveBus;
/** What the database announces, held back: a NOTIFY still on its way to this process. */
const held: LiveChange[] = [];
let slowBus: LiveBus;

beforeAll(async () => {
  app = await buildTestApp();
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 3 });
  bus = await openLiveBus(app.context.config.database, app.context.db, () => undefined);
  slowBus = {
    ...bus,
    subscribe: () => bus.subscribe((change) => void held.push(change)),
  };
});
afterAll(async () => {
  await bus.close();
  await app.close();
});

describe('a process reading its own live change', () => {
  it('reads a runner’s new choice at once, before its announcement comes back from the database', async () => {
    const reader = liveReader(app.context.db, slowBus);
    expect((await reader(YEAR, 'H1'))?.tracking).toBeNull();

    await app.context.db
      .insertInto('live_runners')
      .values({
        year: YEAR,
        bib: 'H1',
        tracking: 'hidden',
        code_hash: null,
        status: 0,
        status_reason_zh: null,
        status_reason_en: null,
        version: 1,
        updated_at: Date.now(),
      })
      .execute();
    await slowBus.publish({ year: YEAR, bibs: ['H1'] });

    // The announcement through subscribe is held (never delivered here): only the process's own hearing counts.
    expect((await reader(YEAR, 'H1'))?.tracking).toBe('hidden');
  });
});
