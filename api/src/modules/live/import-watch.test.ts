import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-support/test-app';
import { WHOLE_YEAR, type LiveBus, type LiveChange } from './bus';
import { markLiveChanged, watchImports } from './import-watch';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A bus that keeps what is published. */
function recordingBus(): { bus: LiveBus; published: LiveChange[] } {
  const published: LiveChange[] = [];
  return {
    published,
    bus: {
      publish: async (change) => void published.push(change),
      subscribe: () => () => undefined,
      onMissed: () => () => undefined,
      onOwnChange: () => () => undefined,
      close: async () => undefined,
    },
  };
}

describe('the API noticing another process’s live changes (SQLite)', () => {
  it('announces a year marked on race day, before any results of that year were imported', async () => {
    const { bus, published } = recordingBus();
    const problems: string[] = [];
    const watching = watchImports(app.context.db, bus, (message) => problems.push(message), 50);
    try {
      // A year with no edition row: only its registrations and live reads exist on race day.
      const year = 2031;
      await watching.ready;
      expect(published).toEqual([]);
      await markLiveChanged(app.context.db, year);
      await vi.waitFor(() => expect(published).toContainEqual({ year, bibs: [WHOLE_YEAR] }), {
        timeout: 15_000,
        interval: 50,
      });
      expect(problems).toEqual([]);
    } finally {
      watching.stop();
    }
  });
});
