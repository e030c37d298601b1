import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../../test-support/test-app';
import { call } from '../../../test-support/signup';
import { hashPersonal, maskPhone } from '../../../kernel/identity';
import { insertUser } from '../../accounts/users.test-support';
import { createSession } from '../../accounts/session/session-repository';

/*
 * Issue 41 item 8: a runner may leave the public results list and the name search on their own, whatever they
 * chose for live tracking. Only the entry's owner may: a stranger who knows the runner's ID number is refused.
 */

const YEAR = 2024;
const ID = '320102199001015551';
const PHONE = '13911115551';

interface Row {
  overallRank: number;
  bib: string;
  name: string;
  unlisted?: boolean;
}

let app: FastifyInstance;
let runner: Row;
let owner: string;
let stranger: string;

async function byPhone(phone: string): Promise<string> {
  const user = await insertUser(app.context.db, { phone });
  return createSession(app.context.db, user.id);
}

// Each read from a new address, so neither a cached answer nor the list budget plays a part.
let address = 10;
const nextAddress = () => `198.51.100.${address++}`;
const firstPage = async () =>
  (
    await app.inject({
      method: 'GET',
      url: `${endpoints.results.path}?year=${YEAR}&item=half&page=1&pageSize=5`,
      remoteAddress: nextAddress(),
    })
  ).json().data.rows as Row[];
const byName = async (name: string) =>
  JSON.stringify(
    (
      await app.inject({
        method: 'GET',
        url: `${endpoints.nameSearch.path}?year=${YEAR}&q=${encodeURIComponent(name)}`,
        remoteAddress: nextAddress(),
      })
    ).json().data.hits,
  );
const choose = (token: string, body: Record<string, unknown>) =>
  call(app, endpoints.resultListing.path, { token, body: { year: YEAR, bib: runner.bib, ...body } });

beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  const third = (await firstPage())[2];
  if (!third) throw new Error('no third row');
  runner = third;
  // The seeded entry of that bib, given a phone of the test's: its owner is the account logged in by that phone.
  await app.context.db
    .updateTable('race_registrations')
    .set({ phone_hash: hashPersonal(PHONE), phone_masked: maskPhone(PHONE), id_hash: hashPersonal(ID) })
    .where('year', '=', YEAR)
    .where('bib', '=', runner.bib)
    .execute();
  owner = await byPhone(PHONE);
  stranger = await byPhone('13911115552');
});
afterAll(async () => app.close());

describe("a runner's choice not to be listed", () => {
  it('is refused to a stranger, even one who sends the ID number, and changes nothing', async () => {
    const refused = await choose(stranger, { listed: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('只有报名时使用的账户');
    const withId = await choose(stranger, { listed: false, idNumber: ID });
    expect(withId.statusCode).toBe(400);
    const english = await call(app, endpoints.resultListing.path, {
      token: stranger,
      body: { year: YEAR, bib: runner.bib, listed: false },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toMatch(/choose whether this result is listed publicly/);
    expect((await firstPage())[2]).toMatchObject({ bib: runner.bib, name: runner.name });
  });

  it("is the owner's: the list and the name search leave the runner out, and undoing it brings them back", async () => {
    expect((await choose(owner, {})).json().data).toMatchObject({ listed: true });
    const chosen = await choose(owner, { listed: false });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({ year: YEAR, bib: runner.bib, listed: false });

    const rows = await firstPage();
    expect(rows[2]).toMatchObject({ overallRank: runner.overallRank, bib: '', name: '', unlisted: true });
    expect(JSON.stringify(rows)).not.toContain(runner.name);
    expect(await byName(runner.name)).not.toContain(`"bib":"${runner.bib}"`);
    // Live tracking is another choice: it is untouched.
    const live = await app.context.db
      .selectFrom('live_runners')
      .select('tracking')
      .where('year', '=', YEAR)
      .where('bib', '=', runner.bib)
      .executeTakeFirst();
    expect(live?.tracking ?? null).toBeNull();

    expect((await choose(owner, { listed: true })).json().data).toMatchObject({ listed: true });
    expect((await firstPage())[2]).toMatchObject({ bib: runner.bib, name: runner.name });
    expect(await byName(runner.name)).toContain(`"bib":"${runner.bib}"`);
  });
});
