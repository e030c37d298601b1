import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  type LiveMissing,
  type LiveRunner,
  type LiveWatchAnswer,
  type TrackingAnswer,
} from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { buildTestApp } from '../../test-support/test-app';
import { insertUser } from '../accounts/users.test-support';
import { importResults } from '../results/import-results';
import { liveIdNumber, writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';
import { STREAMS_PER_ADDRESS } from './stream-slots';

const YEAR = 2021;
const GUN = Date.UTC(2021, 3, 18, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;

let app: FastifyInstance;
let base: string;
let token: string;
/** An account that knows H1's ID number but is not H1's. */
let strangerToken: string;
beforeAll(async () => {
  app = await buildTestApp({ timingFeedKeys: [{ provider: 'chiptiming', key: KEY }] });
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 10 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Runner H1's account: logged in by a code to the phone of H1's entry (writeLiveYear gives runner i 1380000000i).
  const user = await insertUser(app.context.db, { phone: '13800000001' });
  token = await createSession(app.context.db, user.id);
  const other = await insertUser(app.context.db, { phone: '13900000041' });
  strangerToken = await createSession(app.context.db, other.id);
});
afterAll(() => app.close());

const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);

async function feed(passings: { bib: string; point: string; time: string }[]) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'x-timing-key': KEY },
    payload: { year: YEAR, passings },
  });
  expect(response.statusCode).toBe(200);
}

async function watch(runners: { bib: string; code?: string }[]): Promise<LiveWatchAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.liveWatch.path,
    payload: { year: YEAR, runners },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: LiveWatchAnswer }>().data;
}

async function tracking(body: Record<string, unknown>, as = token) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.liveTracking.path,
    headers: { token: as, 'accept-language': 'en' },
    payload: { year: YEAR, ...body },
  });
  return { status: response.statusCode, body: response.json<{ msg: string; data: TrackingAnswer }>() };
}

/** Reads an events stream until `done` says it has what it waits for (or the generous deadline passes). */
async function readEvents(
  ticket: string,
  done: (events: (LiveRunner | LiveMissing)[]) => boolean,
  whileOpen: () => Promise<void> = async () => {},
): Promise<(LiveRunner | LiveMissing)[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  const response = await fetch(`${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: (LiveRunner | LiveMissing)[] = [];
  if (!response.body) throw new Error('the stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let started = false;
  try {
    while (!done(events)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as LiveRunner | LiveMissing);
      }
      if (!started && events.length > 0) {
        started = true;
        await whileOpen();
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

describe('live views', () => {
  it('shows splits, the rank at each point, the status and predictions from the pace so far', async () => {
    await feed([
      { bib: 'H1', point: 'start', time: at(1) },
      { bib: 'H1', point: '5k', time: at(26) },
      { bib: 'H1', point: '10k', time: at(51) },
      { bib: 'H2', point: 'start', time: at(1) },
      { bib: 'H2', point: '5k', time: at(21) },
    ]);
    const answer = await watch([{ bib: 'H1' }, { bib: 'H2' }, { bib: 'H3' }, { bib: 'Z1' }]);
    const [first, second, third, unknown] = answer.runners;
    expect(first).toMatchObject({
      found: true,
      status: 'on-course',
      provisional: true,
      paceSecondsPerKm: 300,
    });
    const runner = first as LiveRunner;
    expect(runner.splits.map((split) => [split.point, split.elapsedMs, split.rank])).toEqual([
      ['start', 0, null],
      ['5k', 25 * MIN, 2],
      ['10k', 50 * MIN, 1],
    ]);
    // 5:00 a km so far: 15 km at 75 minutes, the finish at 21.0975 × 5 minutes from the runner's start.
    expect(runner.next).toMatchObject({ point: '15k', elapsedMs: 75 * MIN, at: GUN + 76 * MIN });
    expect(runner.finish?.elapsedMs).toBe(Math.round(21.0975 * 5 * MIN));
    expect(second).toMatchObject({ status: 'on-course' });
    expect(third).toMatchObject({ found: true, status: 'not-started', splits: [] });
    expect(unknown).toEqual({ found: false, year: YEAR, bib: 'Z1' });
  });

  it('shows a runner the timing company marks out of the race, with the reason in both languages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: endpoints.livePassings.path,
      headers: { 'x-timing-key': KEY },
      payload: {
        year: YEAR,
        statuses: [{ bib: 'H5', status: 'dnf', reasonZh: '医疗退赛', reasonEn: 'Medical withdrawal' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const [runner] = (await watch([{ bib: 'H5' }])).runners;
    expect(runner).toMatchObject({
      status: 'dnf',
      reason: { zh: '医疗退赛', en: 'Medical withdrawal' },
      next: null,
    });
  });

  it('pushes every change of a watched runner over Server-Sent Events', async () => {
    const { watch: ticket } = await watch([{ bib: 'H2' }]);
    const events = await readEvents(
      ticket,
      (seen) => seen.some((event) => event.found && event.splits.some((split) => split.point === '10k')),
      () => feed([{ bib: 'H2', point: '10k', time: at(41) }]),
    );
    const last = events.at(-1) as LiveRunner;
    expect(last.splits.map((split) => split.point)).toEqual(['start', '5k', '10k']);
    expect(last.splits.at(-1)?.rank).toBe(1);
    expect(last.version).toBeGreaterThan((events[0] as LiveRunner).version);
  });

  it('holds at most a bounded number of streams per address, so one client cannot take every socket', async () => {
    const { watch: ticket } = await watch([{ bib: 'H3' }]);
    const url = `${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(ticket)}`;
    const controllers: AbortController[] = [];
    try {
      const statuses: number[] = [];
      for (let stream = 0; stream < STREAMS_PER_ADDRESS + 1; stream += 1) {
        const controller = new AbortController();
        controllers.push(controller);
        statuses.push((await fetch(url, { signal: controller.signal })).status);
      }
      expect(statuses.slice(0, STREAMS_PER_ADDRESS).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      for (const controller of controllers) controller.abort();
    }
    // Closed streams give their places back.
    await expect
      .poll(async () => {
        const controller = new AbortController();
        const status = (await fetch(url, { signal: controller.signal })).status;
        controller.abort();
        return status;
      })
      .toBe(200);
  });

  it('refuses a forged events ticket', async () => {
    const { watch: ticket } = await watch([{ bib: 'H2' }]);
    const forged = `${ticket.split('.')[0]}x.${ticket.split('.')[1]}`;
    const response = await fetch(`${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(forged)}`);
    expect(response.status).toBe(400);
  });

  it('lets no account that knows only the ID number read, hide, publish or draw a code for a runner', async () => {
    for (const change of [{}, { mode: 'hidden' }, { mode: 'public' }, { mode: 'code' }, { newCode: true }]) {
      const refused = await tracking({ bib: 'H2', idNumber: liveIdNumber(2), ...change }, strangerToken);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(
        /^Only the account that signed up for this race, or an account logged in by a code sent to the phone number given at sign-up \(138\*\*\*\*0000\), may choose who may follow this runner/,
      );
    }
    const row = await app.context.db
      .selectFrom('live_runners')
      .select(['tracking', 'code_hash'])
      .where('year', '=', YEAR)
      .where('bib', '=', 'H2')
      .executeTakeFirst();
    expect(row?.tracking ?? null).toBeNull();
    expect(row?.code_hash ?? null).toBeNull();
    expect((await watch([{ bib: 'H2' }])).runners[0]?.found).toBe(true);
  });

  it('lets a runner hide, or share by code: hidden runners vanish from live views, even an open stream', async () => {
    const wrong = await tracking({ bib: 'H1', idNumber: liveIdNumber(2), mode: 'hidden' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toMatch(/do not belong/);
    const read = await tracking({ bib: 'H1', idNumber: liveIdNumber(1) });
    expect(read.body.data).toMatchObject({
      mode: 'public',
      chosen: false,
      raceDefault: 'public',
      code: null,
    });

    const { watch: ticket } = await watch([{ bib: 'H1' }]);
    const events = await readEvents(
      ticket,
      (seen) => seen.some((event) => !event.found),
      async () => {
        const hidden = await tracking({ bib: 'H1', idNumber: liveIdNumber(1), mode: 'hidden' });
        expect(hidden.body.data).toMatchObject({ mode: 'hidden', chosen: true });
      },
    );
    expect(events.at(-1)).toEqual({ found: false, year: YEAR, bib: 'H1' });
    expect((await watch([{ bib: 'H1' }])).runners[0]?.found).toBe(false);

    const shared = await tracking({ bib: 'H1', idNumber: liveIdNumber(1), mode: 'code' });
    const code = shared.body.data.code;
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect((await watch([{ bib: 'H1' }])).runners[0]?.found).toBe(false);
    expect((await watch([{ bib: 'H1', code: 'AAAAAAAA' }])).runners[0]?.found).toBe(false);
    expect((await watch([{ bib: 'H1', code: String(code).toLowerCase() }])).runners[0]?.found).toBe(true);
    await tracking({ bib: 'H1', idNumber: liveIdNumber(1), mode: 'default' });
    expect((await watch([{ bib: 'H1' }])).runners[0]?.found).toBe(true);
  });

  it('shows the imported results in place of the live reads, which the import removes', async () => {
    const rows = await app.context.db
      .selectFrom('race_registrations')
      .select(['bib', 'name', 'gender', 'age_group', 'id_hash', 'id_masked', 'race_item'])
      .where('year', '=', YEAR)
      .where('bib', '=', 'H2')
      .execute();
    await importResults(app.context.db, {
      year: YEAR,
      final: true,
      rows: rows.map((row) => ({
        ...row,
        year: YEAR,
        bib: String(row.bib),
        name_key: row.name,
        name_pinyin: '',
        name_pinyin_rev: '',
        name_initials: '',
        gun_ms: 91 * MIN,
        chip_ms: 90 * MIN,
        splits: JSON.stringify([20 * MIN, 40 * MIN, 62 * MIN, 85 * MIN]),
        overall_rank: 1,
        gender_rank: 1,
        age_group_rank: 1,
        status: 0,
        status_reason_zh: null,
        status_reason_en: null,
      })),
    });
    await app.services.live.yearChanged(YEAR);
    const live = await app.context.db
      .selectFrom('live_passings')
      .select('bib')
      .where('year', '=', YEAR)
      .execute();
    expect(live).toEqual([]);
    const [runner] = (await watch([{ bib: 'H2' }])).runners as LiveRunner[];
    expect(runner).toMatchObject({ status: 'finished', provisional: false, next: null, finish: null });
    expect(runner?.splits.at(-1)).toMatchObject({ point: 'finish', elapsedMs: 90 * MIN, rank: 1 });
  });
});
