import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { enrolStaff } from '../modules/staff/staff.test-support';
import { main } from './results-cli';
import { buildTestApp } from '../test-support/test-app';
import { testPostgresUrl } from '../test-support/test-database';
import { followRunner } from '../test-support/live-events';
import { excelTime, xlsxOf } from '../test-support/results-files';
import { liveIdNumber, writeLiveYear } from '../modules/live/live-fixture.test-support';
import { timeOfDay } from '../modules/live/passing-time';

const YEAR = 2022;
const GUN = Date.UTC(2022, 3, 17, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const savedEnv = { ...process.env };

let app: FastifyInstance;
let base: string;
let dir: string;
/** The staff member the commands act as (`--as`). */
let officer: string;
const cli = (argv: string[]) => main([...argv, '--as', officer]);
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-cli-live-'));
  // The CLI opens the API's database from the environment, as an organiser's shell does.
  process.env.DATA_DIR = dir;
  process.env.INIT_CWD = dir;
  const sqlite = testPostgresUrl() === undefined;
  app = await buildTestApp({
    timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
    ...(sqlite ? { database: { kind: 'sqlite', file: path.join(dir, 'marathon.sqlite') } } : {}),
  });
  const database = app.context.config.database;
  if (database.kind === 'postgres') process.env.DATABASE_URL = database.url;
  else delete process.env.DATABASE_URL;
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 3 });
  officer = (await enrolStaff(app, 'results-officer')).email;
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  process.env = { ...savedEnv };
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const follow = (bib: string) => followRunner(app, base, YEAR, bib);

describe('a passings file dropped through the results CLI', () => {
  it('is judged as the feed judges it, row by row, idempotent, and reaches open streams', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stream = await follow('H2');
    expect(stream.first).toMatchObject({ bib: 'H2', status: 'not-started', splits: [] });

    // A bad row refuses the whole file, saying where and why in both languages; nothing is taken.
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      ['bib,point,time', `H2,start,${timeOfDay(GUN + 30_000)}`, 'H3,30k,08:00:00'].join('\n'),
    );
    expect(await cli(['passings', String(YEAR), 'bad.csv'])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/row 3, point: .*计时点.* \/ point is not valid/);

    const rows = [
      ['bib', 'point', 'time', 'timing'],
      ['H2', 'start', excelTime(timeOfDay(GUN + 30_000)), 'chip'],
      ['H2', '5k', excelTime(timeOfDay(GUN + 30_000 + 25 * 60_000)), ''],
      // 5 km in 5 minutes: faster than the course record allows.
      ['H3', '5k', excelTime(timeOfDay(GUN + 5 * 60_000)), 'gun'],
      ['H999', 'start', excelTime(timeOfDay(GUN)), ''],
    ];
    fs.writeFileSync(path.join(dir, 'mat.xlsx'), xlsxOf(rows));
    printed.mockClear();
    expect(await cli(['passings', String(YEAR), 'mat.xlsx', '--provider', 'chiptiming'])).toBe(0);
    const said = printed.mock.calls.flat().join('\n');
    expect(said).toMatch(/4 passing\(s\) for 2022: 2 accepted, 0 replaced, 0 duplicate, 2 refused/);
    expect(said).toMatch(/row 4, H3 5k: .* \/ .*faster/i);
    expect(said).toMatch(
      /row 5, H999 start: 该年度没有此号码布的报名 \/ No runner of this year has this bib/,
    );

    // Open streams get the runner's new state from the API (another process wrote it).
    expect(await stream.next()).toMatchObject({ bib: 'H2', status: 'on-course' });

    // The same file again changes nothing.
    printed.mockClear();
    expect(await cli(['passings', String(YEAR), 'mat.xlsx'])).toBe(0);
    expect(printed.mock.calls.flat().join('\n')).toMatch(/0 accepted, 0 replaced, 2 duplicate, 2 refused/);
  });
});

describe('a results import run from the CLI', () => {
  it('reaches the open live streams of its year', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fed = await app.inject({
      method: 'POST',
      url: endpoints.livePassings.path,
      headers: { 'x-timing-key': KEY },
      payload: { year: YEAR, passings: [{ bib: 'H1', point: 'start', time: timeOfDay(GUN + 60_000) }] },
    });
    expect(fed.statusCode).toBe(200);
    const stream = await follow('H1');
    expect(stream.first).toMatchObject({ bib: 'H1', status: 'on-course', provisional: true });

    fs.writeFileSync(
      path.join(dir, 'final.csv'),
      [
        'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time',
        `H1,王伟,M,30-39,${liveIdNumber(1)},half,1:31:00,1:30:00`,
      ].join('\n'),
    );
    const exit = await cli(['import', String(YEAR), 'final.csv', '--final']);
    expect(errors.mock.calls).toEqual([]);
    expect(exit).toBe(0);

    // Another process wrote the results: the stream sends the runner's final state without being asked again.
    expect(await stream.next()).toMatchObject({ bib: 'H1', status: 'finished', provisional: false });
  });
});
