import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { buildTestApp } from '../test-support/test-app';
import { enrolStaff, type TestStaff } from '../modules/staff/staff.test-support';
import { entryState, replaceEntries } from '../modules/registrations';
import { pendingEntry } from '../modules/registrations/registrations.test-support';
import { run } from './season-cli';

const YEAR = 2031;
const NOW = Date.parse('2031-02-01T10:00:00+08:00');
const SEED = 'season-cli-test-seed-0123456789abcdef';
let app: FastifyInstance;
let organiser: TestStaff;
let viewer: TestStaff;

const entry = (regNo: number) => pendingEntry(YEAR, regNo, NOW - regNo);

beforeAll(async () => {
  app = await buildTestApp();
  organiser = await enrolStaff(app, 'administrator', '组委会命令');
  viewer = await enrolStaff(app, 'viewer', '观察员');
  await app.context.db.transaction().execute((trx) =>
    replaceEntries(
      trx,
      YEAR,
      Array.from({ length: 6 }, (_, i) => entry(i + 1)),
    ),
  );
  const dir = path.join(app.context.config.contentDir, 'season');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${YEAR}.json`),
    JSON.stringify({
      year: YEAR,
      draws: [
        {
          raceItem: 'half',
          places: 3,
          reservedPlaces: 0,
          drawAt: NOW,
          feeFen: 12_000,
          payWindowMs: 86_400_000,
          refundTiers: [{ until: NOW + 86_400_000 * 30, percent: 100 }],
        },
      ],
    }),
  );
});
afterAll(async () => app.close());

async function season(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    app.context.db,
    app.context.config,
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
    () => NOW,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const auditActions = async () =>
  (
    await app.context.db
      .selectFrom('audit_events')
      .select(['action', 'staff_name'])
      .where('record_id', 'like', `${YEAR}/%`)
      .execute()
  ).map((row) => `${row.action} ${row.staff_name}`);

describe('the season commands', () => {
  it('refuses to act without a member, or as one whose role may not, and changes nothing', async () => {
    const anonymous = await season('commit', '--year', String(YEAR), '--item', 'half', '--seed', SEED);
    expect(anonymous.code).toBe(1);
    expect(anonymous.err).toContain('--as <email>');
    const seen = await season(
      'commit',
      '--year',
      String(YEAR),
      '--item',
      'half',
      '--seed',
      SEED,
      '--as',
      viewer.email,
    );
    expect(seen.code).toBe(1);
    expect(seen.err).toContain('viewer: that role may not do this (season.manage)');
    expect(await auditActions()).toEqual([]);
    expect((await season('commit', '--year', 'soon', '--as', organiser.email)).code).toBe(2);
  });

  it('runs the draw once from the committed seed, each step recorded under the member’s name', async () => {
    const as = ['--as', organiser.email];
    const key = ['--year', String(YEAR), '--item', 'half'];
    expect((await season('commit', ...key, '--seed', SEED, ...as)).code).toBe(0);
    expect((await season('close', ...key, ...as)).out).toContain('closed (closed): the draw can run');
    const drawn = await season('draw', ...key, '--seed', SEED, ...as);
    expect(drawn.out).toContain('3 places won, 3 on the waitlist');
    const again = await season('draw', ...key, '--seed', SEED, ...as);
    expect(again.code).toBe(1);
    expect(again.err).toContain(
      '这个项目已经抽过签，抽签只能进行一次 / This race item has already been drawn',
    );
    expect((await season('reveal', ...key, '--seed', SEED, ...as)).out).toContain(`/draw/${YEAR}`);
    expect((await season('waitlist', ...key, ...as)).out).toContain('0 waitlisted entries given a place');
    const statuses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (regNo) => (await entryState(app.context.db, YEAR, regNo))?.status),
    );
    expect(statuses.filter((s) => s === REGISTRATION_STATUS.won)).toHaveLength(3);
    expect(await auditActions()).toEqual(
      ['draw.commit', 'draw.close', 'draw.run', 'draw.reveal', 'draw.waitlist-round'].map(
        (action) => `${action} 组委会命令`,
      ),
    );
  });

  it('refuses a refund beyond what was paid, and gives no bib before anyone has paid', async () => {
    const as = ['--as', organiser.email];
    const refund = await season(
      'refund',
      '--year',
      String(YEAR),
      '--reg-no',
      '1',
      '--fen',
      '500',
      '--reason',
      '手工退款',
      ...as,
    );
    expect(refund.code).toBe(1);
    expect(refund.err).toContain('退款金额超过已支付未退款的金额，已拒绝 / The refund is more than was paid');
    const bibs = await season(
      'bibs',
      '--year',
      String(YEAR),
      '--item',
      'half',
      '--first-bib',
      '1001',
      '--corrals',
      'A:10',
      ...as,
    );
    expect(bibs.code).toBe(0);
    expect(bibs.out).toBe('0 bibs given, 0 entries kept theirs');
    expect((await season('bibs', '--year', String(YEAR), '--item', 'half', ...as)).code).toBe(2);
  });
});
