import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveMissing, type LiveRunner } from '@marathon/shared/api';
import { feedAndStreamApps, openRunnersStream } from '../../test-support/live-events';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';
import { shareCodeHash } from './visibility';

const YEAR = 2018;
const GUN = Date.UTC(2018, 3, 22, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;
const CODE = 'K7M2Q9XA';
const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);

/** The feed's API, and the streams' API: another process on PostgreSQL, the same one on SQLite in memory. */
let apps: Awaited<ReturnType<typeof feedAndStreamApps>>;
beforeAll(async () => {
  apps = await feedAndStreamApps(KEY, YEAR);
  await writeLiveYear(apps.feedApp.context.db, { year: YEAR, gunAt: GUN, half: 10 });
  // H3 shares their position by code, H4 hides it.
  await apps.feedApp.context.db
    .insertInto('live_runners')
    .values(
      [
        { bib: 'H3', tracking: 'code', code_hash: shareCodeHash(YEAR, 'H3', CODE) },
        { bib: 'H4', tracking: 'hidden', code_hash: null },
        { bib: 'H8', tracking: 'code', code_hash: shareCodeHash(YEAR, 'H8', CODE) },
      ].map((runner) => ({ ...runner, year: YEAR, status: 0, version: 1, updated_at: GUN })),
    )
    .execute();
});
afterAll(() => apps.close());
const feed = (...call: Parameters<typeof apps.feed>) => apps.feed(...call);

/** Waits for an event that matches, unless one did already (a round sends its runners in no set order). */
async function sees(
  stream: Awaited<ReturnType<typeof openRunnersStream>>,
  match: (runner: LiveRunner | LiveMissing) => boolean,
  what: string,
) {
  if (!stream.seen.some(match)) await stream.until(match, what);
}

const split = (runner: LiveRunner | LiveMissing, bib: string, point: string) =>
  runner.found && runner.bib === bib ? runner.splits.find((at) => at.point === point) : undefined;

describe('events of runners who hide or share by code', () => {
  it('reach only the pages that may see them, through every kind of event (own change, places moved)', async () => {
    const withCode = await openRunnersStream(apps.streamApp, apps.base, YEAR, [
      { bib: 'H3', code: CODE },
      { bib: 'H5' },
    ]);
    const without = await openRunnersStream(apps.streamApp, apps.base, YEAR, [
      { bib: 'H3' },
      { bib: 'H4' },
      { bib: 'H5' },
      { bib: 'H7' },
    ]);
    try {
      await feed([
        ...['H3', 'H4', 'H5', 'H7'].map((bib) => ({ bib, point: 'start', time: at(0) })),
        { bib: 'H4', point: '5k', time: at(25) },
        { bib: 'H7', point: '5k', time: at(26) },
        { bib: 'H3', point: '5k', time: at(27) },
        { bib: 'H5', point: '5k', time: at(28) },
      ]);
      // The hidden runner (H4, first at 5 km) counts in no one's places: H7 is first there, H3 second, H5 third.
      await sees(withCode, (runner) => split(runner, 'H3', '5k')?.rank === 2, "H3's 5 km with the code");
      await sees(without, (runner) => split(runner, 'H5', '5k')?.rank === 3, "H5's 5 km without the code");
      await sees(without, (runner) => split(runner, 'H7', '5k')?.rank === 1, 'H7 first at 5 km, H4 left out');

      // H6 passes 5 km faster than all of them: every place there moves.
      await feed([
        { bib: 'H6', point: 'start', time: at(2) },
        { bib: 'H6', point: '5k', time: at(24) },
      ]);
      await sees(without, (runner) => split(runner, 'H7', '5k')?.rank === 2, "H7's 5 km place moved by H6");
      await sees(without, (runner) => split(runner, 'H5', '5k')?.rank === 4, "H5's 5 km place moved by H6");
      await sees(
        withCode,
        (runner) => split(runner, 'H3', '5k')?.rank === 3,
        "H3's place moved, with the code",
      );
      // H7 is disqualified: they leave everyone's places at once.
      await feed([], [{ bib: 'H7', status: 'dq' }]);
      await sees(without, (runner) => split(runner, 'H5', '5k')?.rank === 3, 'H5 moved up by the DQ of H7');
      await sees(withCode, (runner) => split(runner, 'H3', '5k')?.rank === 2, 'H3 moved up by the DQ of H7');

      const about = (bibs: string[]) => without.seen.filter((runner) => bibs.includes(runner.bib));
      // Without the code, H3 and H4 were only ever "not found", the same as an unknown bib, and sent once each.
      expect(about(['H3', 'H4'])).toEqual([
        { found: false, year: YEAR, bib: 'H3' },
        { found: false, year: YEAR, bib: 'H4' },
      ]);
      expect(JSON.stringify(without.seen)).not.toMatch(/跑者[34]\b/);
      expect(withCode.seen.filter((runner) => runner.bib === 'H3' && !runner.found)).toEqual([]);
    } finally {
      withCode.close();
      without.close();
    }
  }, 90_000);

  it('stop at once for a page holding an old share code once the runner draws a new one', async () => {
    const old = await openRunnersStream(apps.streamApp, apps.base, YEAR, [{ bib: 'H8', code: CODE }]);
    try {
      await feed([{ bib: 'H8', point: 'start', time: at(1) }]);
      await sees(old, (runner) => runner.found && runner.bib === 'H8', 'H8 with the code');
      // The runner draws a new code (what the tracking choice writes); the old page's ticket named the old one.
      await apps.feedApp.context.db
        .updateTable('live_runners')
        .set({ code_hash: shareCodeHash(YEAR, 'H8', 'NEWCODE9') })
        .where('year', '=', YEAR)
        .where('bib', '=', 'H8')
        .execute();
      await feed([{ bib: 'H8', point: '5k', time: at(23) }]);
      await sees(old, (runner) => !runner.found && runner.bib === 'H8', 'H8 gone for the old code');
      expect(old.seen.some((runner) => split(runner, 'H8', '5k') !== undefined)).toBe(false);
    } finally {
      old.close();
    }
  }, 90_000);
});
