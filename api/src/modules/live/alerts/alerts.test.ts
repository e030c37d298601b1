import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import { endpoints, type LiveAlert, type OutboxEntry } from '@marathon/shared/api';
import { createSession } from '../../accounts/session/session-repository';
import { hitCounter } from '../../../platform/shared-state/counters';
import { multipartFile } from '../../../test-support/results-files';
import { makeContentDir } from '../../../test-support/test-app';
import { twoInstances } from '../../../test-support/two-instances';
import { insertUser, type TestUser } from '../../accounts/users.test-support';
import { resolveAuthSettings } from '../../accounts/auth-settings';
import { buildAuthApp } from '../../../test-support/accounts';
import { enrolStaff } from '../../staff/staff.test-support';
import { readOutbox } from '../../../platform/messaging/senders';
import { liveIdNumber, writeLiveYear } from '../live-fixture.test-support';
import { timeOfDay } from '../passing-time';
import { DEFAULT_LIVE_RULES } from '../rules';
import { alertSenders, type AlertSender } from '../../../platform/messaging/senders';
import {
  ALERT_RETRIES,
  ALERT_RETRY_BACKOFF_MS,
  ALERTS_PER_TARGET_PER_HOUR,
  dispatchAlerts,
  retryFailedAlerts,
} from './dispatch';
import { inQuietHours } from './quiet-hours';
import { ALERTS_PER_FOLLOWER } from './subscriptions';

const YEAR = 2022;
const GUN = Date.UTC(2022, 3, 17, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;
const HOUR = 60 * MIN;
const CERTIFICATE_KEY = Buffer.from('alerts-test-certificate-key-0123456789');

/** Quiet hours two hours long, starting `offsetHours` from now in the race's time zone. */
function quietHoursFrom(offsetHours: number): { quietFrom: string; quietTo: string } {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const at = (h: number) => `${String((((hour + h) % 24) + 24) % 24).padStart(2, '0')}:00`;
  return { quietFrom: at(offsetHours), quietTo: at(offsetHours + 2) };
}

/** A content directory whose live.json has quiet hours `offsetHours` from now (far away, or around now). */
function contentWithQuietHours(offsetHours: number): string {
  const dir = makeContentDir();
  fs.writeFileSync(
    path.join(dir, 'live.json'),
    JSON.stringify({
      tracking: 'public',
      courseRecords: { half: '0:57:30', fun: '0:12:35' },
      alerts: { timeZone: 'Asia/Shanghai', ...quietHoursFrom(offsetHours) },
    }),
  );
  return dir;
}

const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);

/** The default rules with quiet hours away from now, so a test run at night in Beijing sends too. */
const DEFAULT_LIVE_RULES_AWAKE = {
  ...DEFAULT_LIVE_RULES,
  alerts: { timeZone: 'Asia/Shanghai', ...quietHoursFrom(8) },
};

interface Site {
  app: FastifyInstance;
  user: TestUser;
  token: string;
}

async function openSite(
  contentDir: string,
  phone = '13900002800',
  overrides: Partial<AppConfig> = {},
): Promise<Site> {
  const app = await buildAuthApp({
    ...overrides,
    contentDir,
    certificateKey: CERTIFICATE_KEY,
    timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
  });
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 30 });
  const user = await insertUser(app.context.db, { phone });
  return { app, user, token: await createSession(app.context.db, user.id) };
}

async function feed(
  app: FastifyInstance,
  passings: { bib: string; point: string; time: string; correction?: boolean }[],
) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'x-timing-key': KEY },
    payload: { year: YEAR, passings },
  });
  expect(response.json().code).toBe(0);
  await app.services.live.alertsSettled();
  return response.json().data as { accepted: number; duplicates: number };
}

async function ask(
  site: Site,
  body: Record<string, unknown>,
  language = 'en',
  token: string | null = site.token,
) {
  const response = await site.app.inject({
    method: 'POST',
    url: endpoints.liveAlertCreate.path,
    headers: { 'accept-language': language, ...(token === null ? {} : { token }) },
    payload: { year: YEAR, ...body },
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: LiveAlert }>(),
  };
}

const alertsIn = async (app: FastifyInstance, target: string): Promise<OutboxEntry[]> =>
  (await readOutbox(resolveAuthSettings(app.context.config), target)).filter(
    (entry) => entry.kind === 'alert',
  );

const outcomes = (app: FastifyInstance, id: string) =>
  app.context.db
    .selectFrom('live_alert_sends')
    .select(['point', 'outcome'])
    .where('alert_id', '=', id)
    .orderBy('point')
    .execute();

/** Messages about a bib (named in brackets: the link's token may hold any letters). */
const about = (bib: string) => (entry: OutboxEntry) =>
  Boolean(entry.text?.includes(`（${bib}）`) || entry.text?.includes(`(${bib})`));

const stopTokenOf = (entry: OutboxEntry | undefined): string => {
  const link = /https?:\/\/\S+/.exec(entry?.text ?? '')?.[0] ?? '';
  return new URL(link).searchParams.get('t') ?? '';
};

describe('finish alerts', () => {
  let site: Site;
  const contentDirs: string[] = [];
  beforeAll(async () => {
    const content = contentWithQuietHours(8);
    contentDirs.push(content);
    site = await openSite(content);
  });
  afterAll(async () => {
    await site.app.close();
    for (const dir of contentDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses bad input with a reason in the visitor language, and keeps nothing', async () => {
    const anonymous = await ask(site, { bib: 'H1', channel: 'sms' }, 'zh', null);
    expect(anonymous.status).toBe(401);
    const channel = await ask(site, { bib: 'H1', channel: 'pigeon' });
    expect(channel.status).toBe(400);
    expect(channel.body.msg).toMatch(/channel/);
    const start = await ask(site, { bib: 'H1', channel: 'sms', point: 'start' });
    expect(start.status).toBe(400);
    const year = await ask(site, { bib: 'H1', channel: 'sms', year: 1800 });
    expect(year.status).toBe(400);
    const unknown = await ask(site, { bib: 'H999', channel: 'sms' }, 'zh');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('没有可提醒的跑者：号码布不存在，或跑者未公开实时位置');
    expect(await site.app.context.db.selectFrom('live_alerts').selectAll().execute()).toEqual([]);
  });

  it('never sends to a phone or mailbox the follower names: only to the account own', async () => {
    const elsewhere = await ask(site, { bib: 'H1', channel: 'sms', target: '13700000000' });
    expect(elsewhere.status).toBe(400);
    const phone = await ask(site, { bib: 'H1', channel: 'sms', phone: '13700000000' });
    expect(phone.status).toBe(400);
    expect(await site.app.context.db.selectFrom('live_alerts').selectAll().execute()).toEqual([]);
  });

  it('sends the chosen point and the finish once each, however often the passing comes', async () => {
    const asked = await ask(site, { bib: 'H2', channel: 'sms', point: '10k', language: 'zh' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ bib: 'H2', channel: 'sms', target: '139****2800', point: '10k' });

    await feed(site.app, [
      { bib: 'H2', point: 'start', time: at(1) },
      { bib: 'H2', point: '5k', time: at(22) },
    ]);
    expect(await alertsIn(site.app, site.user.phone)).toEqual([]);

    await feed(site.app, [{ bib: 'H2', point: '10k', time: at(43) }]);
    await feed(site.app, [{ bib: 'H2', point: '10k', time: at(43) }]);
    // A correction replaces the time; the point was told already.
    await feed(site.app, [{ bib: 'H2', point: '10k', time: at(44), correction: true }]);
    const tenK = await alertsIn(site.app, site.user.phone);
    expect(tenK).toHaveLength(1);
    expect(tenK[0]?.text).toMatch(
      /^【扬州半程马拉松】跑者2（H2）已通过10 公里，用时 0:42:00（临时成绩）。退订此提醒：http/,
    );

    await feed(site.app, [{ bib: 'H2', point: 'finish', time: at(91) }]);
    await feed(site.app, [{ bib: 'H2', point: 'finish', time: at(91) }]);
    const all = await alertsIn(site.app, site.user.phone);
    expect(all).toHaveLength(2);
    expect(all[1]?.text).toMatch(/已完赛，用时 1:30:00/);
    expect(await outcomes(site.app, asked.body.data.id)).toEqual([
      { point: '10k', outcome: 'sent' },
      { point: 'finish', outcome: 'sent' },
    ]);
  });

  it('writes in English for a follower who asked in English, by e-mail to the account address', async () => {
    const asked = await ask(site, { bib: 'H3', channel: 'email', language: 'en' });
    expect(asked.body.data.target).toMatch(/^r\*\*\*@example\.com$/);
    await feed(site.app, [
      { bib: 'H3', point: 'start', time: at(1) },
      { bib: 'H3', point: 'finish', time: at(100) },
    ]);
    const mail = await alertsIn(site.app, site.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.channel).toBe('email');
    expect(mail[0]?.text).toMatch(
      /^Yangzhou Half Marathon: 跑者3 \(H3\) finished in 1:39:00 \(provisional\)\. Stop this alert: http/,
    );
  });

  it('stops an alert only from the opt-out page button, never from a GET of its link', async () => {
    const asked = await ask(site, { bib: 'H4', channel: 'sms', point: '5k' });
    await feed(site.app, [
      { bib: 'H4', point: 'start', time: at(1) },
      { bib: 'H4', point: '5k', time: at(24) },
    ]);
    const message = (await alertsIn(site.app, site.user.phone)).find(about('H4'));
    const token = stopTokenOf(message);
    const page = await site.app.inject({
      method: 'GET',
      url: `${endpoints.liveAlertStopPage.path}?t=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-state="ask"');
    expect(page.body).toContain('停止提醒 / Stop this alert');
    expect(page.body).toContain('Stop the alerts about bib H4 to 139****2800?');
    // Fetched again (a link scanner): the alert still lives.
    await site.app.inject({ method: 'GET', url: `${endpoints.liveAlertStopPage.path}?t=${token}` });
    const still = await site.app.context.db
      .selectFrom('live_alerts')
      .select('stopped_at')
      .where('id', '=', asked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(still.stopped_at).toBeNull();

    const forged = await site.app.inject({
      method: 'POST',
      url: endpoints.liveAlertStop.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(`${asked.body.data.id}.${'A'.repeat(43)}`)}`,
    });
    expect(forged.body).toContain('data-state="invalid"');

    const stop = await site.app.inject({
      method: 'POST',
      url: endpoints.liveAlertStop.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(token)}`,
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('data-state="stopped"');
    expect(stop.body).toContain('No more alerts about bib H4 will be sent.');
    const again = await site.app.inject({
      method: 'GET',
      url: `${endpoints.liveAlertStopPage.path}?t=${token}`,
    });
    expect(again.body).toContain('data-state="already"');

    await feed(site.app, [{ bib: 'H4', point: 'finish', time: at(95) }]);
    expect((await alertsIn(site.app, site.user.phone)).filter(about('H4'))).toHaveLength(1);
  });

  it('sends nothing about a runner who hid after the alert was asked for', async () => {
    const asked = await ask(site, { bib: 'H5', channel: 'sms' });
    // H5 hides themselves, from their own account (logged in by a code to their entry's phone).
    const h5 = await insertUser(site.app.context.db, { phone: '13800000005' });
    const hide = await site.app.inject({
      method: 'POST',
      url: endpoints.liveTracking.path,
      headers: { token: await createSession(site.app.context.db, h5.id) },
      payload: { year: YEAR, bib: 'H5', idNumber: liveIdNumber(5), mode: 'hidden' },
    });
    expect(hide.json().code).toBe(0);
    await feed(site.app, [
      { bib: 'H5', point: 'start', time: at(1) },
      { bib: 'H5', point: 'finish', time: at(97) },
    ]);
    expect(await outcomes(site.app, asked.body.data.id)).toEqual([{ point: 'finish', outcome: 'hidden' }]);
    expect((await alertsIn(site.app, site.user.phone)).filter(about('H5'))).toEqual([]);
    // And a hidden runner cannot be asked about at all, exactly like an unknown bib.
    const later = await ask(site, { bib: 'H5', channel: 'email' }, 'zh');
    expect(later.status).toBe(404);
  });

  it('holds a target to its hourly budget, whatever the alerts', async () => {
    const asked = await ask(site, { bib: 'H6', channel: 'sms' });
    for (let hit = 0; hit < ALERTS_PER_TARGET_PER_HOUR; hit += 1) {
      await hitCounter(site.app.context.db, `live-alert:${site.user.phone}`, 60 * MIN);
    }
    await feed(site.app, [
      { bib: 'H6', point: 'start', time: at(1) },
      { bib: 'H6', point: 'finish', time: at(98) },
    ]);
    expect(await outcomes(site.app, asked.body.data.id)).toEqual([
      { point: 'finish', outcome: 'over-budget' },
    ]);
    await site.app.context.db.deleteFrom('shared_counters').execute();
  });

  it('caps the alerts of an account, lists them, and lets the account stop its own only', async () => {
    const list = async (token: string) =>
      (
        await site.app.inject({
          method: 'GET',
          url: `${endpoints.liveAlertList.path}?year=${YEAR}`,
          headers: { token },
        })
      ).json().data as { alerts: LiveAlert[]; phone: string | null };
    const live = (await list(site.token)).alerts.length;
    for (let n = 10; n < 10 + ALERTS_PER_FOLLOWER - live; n += 1) {
      expect((await ask(site, { bib: `H${n}`, channel: 'sms' })).status).toBe(200);
    }
    const over = await ask(site, { bib: 'H29', channel: 'sms' }, 'zh');
    expect(over.status).toBe(409);
    expect(over.body.msg).toMatch(/最多设置 10 个提醒/);
    // The same runner and channel again is the same alert (a new point), not another.
    expect((await ask(site, { bib: 'H10', channel: 'sms', point: '15k' })).status).toBe(200);
    const mine = await list(site.token);
    expect(mine.alerts).toHaveLength(ALERTS_PER_FOLLOWER);
    expect(mine.phone).toBe('139****2800');

    const other = await insertUser(site.app.context.db, { phone: '13900002899' });
    const otherToken = await createSession(site.app.context.db, other.id);
    const first = mine.alerts[0] ?? { id: 'none' };
    const cancel = (token: string) =>
      site.app.inject({
        method: 'POST',
        url: endpoints.liveAlertCancel.path,
        headers: { token },
        payload: { id: first.id },
      });
    expect((await cancel(otherToken)).json().data).toEqual({ stopped: false });
    expect((await cancel(site.token)).json().data).toEqual({ stopped: true });
    expect((await list(site.token)).alerts).toHaveLength(ALERTS_PER_FOLLOWER - 1);
  });
});

describe('a passings file on the organisers’ page', () => {
  it('sends the finish alerts its kept passings are due, once, as a feed call does', async () => {
    const app = await buildAuthApp({
      contentDir: contentWithQuietHours(8),
      certificateKey: CERTIFICATE_KEY,
      timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
    });
    try {
      const officer = await enrolStaff(app, 'results-officer');
      await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 5 });
      const user = await insertUser(app.context.db, { phone: '13900002812' });
      const site: Site = { app, user, token: await createSession(app.context.db, user.id) };
      expect((await ask(site, { bib: 'H2', channel: 'sms' })).status).toBe(200);
      const file = Buffer.from(['bib,point,time', `H2,start,${at(1)}`, `H2,finish,${at(95)}`].join('\n'));
      for (let drop = 0; drop < 2; drop += 1) {
        const { payload, contentType } = multipartFile('mat.csv', file);
        const answer = await app.inject({
          method: 'POST',
          url: `${endpoints.adminPassingsImport.path}?year=${YEAR}&provider=chiptiming`,
          headers: { 'content-type': contentType, ...officer.headers },
          payload,
        });
        expect(answer.statusCode).toBe(200);
        await app.services.live.alertsSettled();
      }
      const sent = (await alertsIn(app, user.phone)).filter(about('H2'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('完赛');
    } finally {
      await app.close();
    }
  });
});

describe('quiet hours', () => {
  it('reads the quiet hours in the race time zone, across midnight', () => {
    const rules = { timeZone: 'Asia/Shanghai', quietFrom: '22:00', quietTo: '07:00' };
    // 22:30 and 06:59 in Beijing are quiet; 07:00 and 21:59 are not.
    expect(inQuietHours(rules, Date.UTC(2026, 3, 19, 14, 30))).toBe(true);
    expect(inQuietHours(rules, Date.UTC(2026, 3, 19, 22, 59))).toBe(true);
    expect(inQuietHours(rules, Date.UTC(2026, 3, 19, 23, 0))).toBe(false);
    expect(inQuietHours(rules, Date.UTC(2026, 3, 19, 13, 59))).toBe(false);
    expect(inQuietHours({ ...rules, quietFrom: '12:00', quietTo: '14:00' }, Date.UTC(2026, 3, 19, 5))).toBe(
      true,
    );
    expect(inQuietHours({ ...rules, quietFrom: '07:00', quietTo: '07:00' }, Date.UTC(2026, 3, 19, 5))).toBe(
      false,
    );
  });

  it('sends no alert whose passing arrives in the quiet hours, and none later for it', async () => {
    const content = contentWithQuietHours(-1);
    const site = await openSite(content);
    try {
      const asked = await ask(site, { bib: 'H7', channel: 'sms' });
      await feed(site.app, [
        { bib: 'H7', point: 'start', time: at(1) },
        { bib: 'H7', point: 'finish', time: at(99) },
      ]);
      await feed(site.app, [{ bib: 'H7', point: 'finish', time: at(98), correction: true }]);
      expect(await outcomes(site.app, asked.body.data.id)).toEqual([{ point: 'finish', outcome: 'quiet' }]);
      expect(await alertsIn(site.app, site.user.phone)).toEqual([]);
    } finally {
      await site.app.close();
      fs.rmSync(content, { recursive: true, force: true });
    }
  });
});

describe('two API processes', () => {
  it('send a finish alert once when both take the same passing', async () => {
    const content = contentWithQuietHours(8);
    const { apps, close } = await twoInstances({
      contentDir: content,
      certificateKey: CERTIFICATE_KEY,
      timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
    });
    try {
      const [first, second] = apps;
      await writeLiveYear(first.context.db, { year: YEAR, gunAt: GUN, half: 5 });
      const user = await insertUser(first.context.db, { phone: '13900002801' });
      const site: Site = { app: second, user, token: await createSession(first.context.db, user.id) };
      const asked = await ask(site, { bib: 'H1', channel: 'sms', point: '20k' });
      expect(asked.status).toBe(200);
      await feed(first, [{ bib: 'H1', point: 'start', time: at(1) }]);
      const passings = [
        { bib: 'H1', point: '20k', time: at(86) },
        { bib: 'H1', point: 'finish', time: at(91) },
      ];
      // The same reads to both processes at once, then again to each.
      await Promise.all([feed(first, passings), feed(second, passings)]);
      await Promise.all([feed(second, passings), feed(first, passings)]);
      const sent = [...(await alertsIn(first, user.phone)), ...(await alertsIn(second, user.phone))];
      expect(sent.map((entry) => /20 公里|完赛/.exec(entry.text ?? '')?.[0]).sort()).toEqual([
        '20 公里',
        '完赛',
      ]);
      expect(await outcomes(first, asked.body.data.id)).toEqual([
        { point: '20k', outcome: 'sent' },
        { point: 'finish', outcome: 'sent' },
      ]);
      // The claim alone decides: both processes dispatching the same kept passing at once send it once.
      const other = await insertUser(first.context.db, { phone: '13900002802' });
      const otherSite: Site = {
        app: first,
        user: other,
        token: await createSession(first.context.db, other.id),
      };
      expect((await ask(otherSite, { bib: 'H1', channel: 'sms' })).status).toBe(200);
      const dispatchFrom = (app: FastifyInstance) =>
        dispatchAlerts(
          {
            db: app.context.db,
            senders: alertSenders(resolveAuthSettings(app.context.config), app.log),
            stopLink: (id) => ({ link: `http://localhost/stop?t=${id}`, token: id }),
            log: app.log,
          },
          YEAR,
          [{ bib: 'H1', point: 'finish' }],
          DEFAULT_LIVE_RULES_AWAKE,
        );
      const raced = await Promise.all([first, second, first, second].map(dispatchFrom));
      expect(raced.flat()).toEqual(['sent']);
      const toOther = [...(await alertsIn(first, other.phone)), ...(await alertsIn(second, other.phone))];
      expect(toOther).toHaveLength(1);

      // Either process serves the opt-out link of the other's message.
      const token = stopTokenOf(sent[0]);
      const page = await first.inject({
        method: 'GET',
        url: `${endpoints.liveAlertStopPage.path}?t=${token}`,
      });
      expect(page.body).toContain('data-state="ask"');
    } finally {
      await close();
      fs.rmSync(content, { recursive: true, force: true });
    }
  });
});

describe('a failed send', () => {
  it('is retried a few times with backoff, once however many processes sweep, never in quiet hours or for a hidden runner', async () => {
    const site = await openSite(contentWithQuietHours(8), '13900002810');
    try {
      const { app } = site;
      const db = app.context.db;
      let refuse = true;
      const delivered: string[] = [];
      // A provider that refuses until told otherwise.
      const sender = {
        provider: 'flaky',
        send: async (message: { target: string }) => {
          if (refuse) throw new Error('the provider refused the message');
          delivered.push(message.target);
        },
      };
      const context = {
        db,
        senders: { sms: sender, email: sender },
        stopLink: (id: string) => ({ link: `http://localhost/stop?t=${id}`, token: id }),
        log: app.log,
      };
      for (const bib of ['H3', 'H4', 'H5']) {
        expect((await ask(site, { bib, channel: 'sms' })).status).toBe(200);
        await feed(app, [
          { bib, point: 'start', time: at(1) },
          { bib, point: 'finish', time: at(95) },
        ]);
      }
      const now = Date.now();
      const finished = ['H3', 'H4', 'H5'].map((bib) => ({ bib, point: 'finish' }));
      await db.deleteFrom('live_alert_sends').execute();
      expect(await dispatchAlerts(context, YEAR, finished, DEFAULT_LIVE_RULES_AWAKE, now)).toEqual([
        'failed',
        'failed',
        'failed',
      ]);
      // Not before its backoff.
      expect(await retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, now + 1_000)).toEqual([]);

      // H4's runner hides meanwhile.
      const hid = await db
        .updateTable('live_runners')
        .set({ tracking: 'hidden' })
        .where('year', '=', YEAR)
        .where('bib', '=', 'H4')
        .executeTakeFirst();
      expect(hid.numUpdatedRows).toBe(1n);
      refuse = false;
      const later = now + ALERT_RETRY_BACKOFF_MS + 1_000;
      // Two processes sweep at once: each failed send is retried once.
      const swept = await Promise.all([
        retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, later),
        retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, later),
      ]);
      expect(swept.flat().sort()).toEqual(['hidden', 'sent', 'sent']);
      expect(delivered).toEqual([site.user.phone, site.user.phone]);
      expect(await retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, later + HOUR)).toEqual([]);

      // In the quiet hours a failed send is not retried: it is dropped, as a late passing at night is.
      await db.updateTable('live_alert_sends').set({ outcome: 'failed', retry_at: later }).execute();
      const quiet = { ...DEFAULT_LIVE_RULES, alerts: { timeZone: 'Asia/Shanghai', ...quietHoursFrom(-1) } };
      expect((await retryFailedAlerts(context, quiet, later + 1_000)).sort()).toEqual([
        'hidden',
        'quiet',
        'quiet',
      ]);
      expect(delivered).toHaveLength(2);
    } finally {
      await site.app.close();
    }
  });

  it('is tried again by a started API on its own, on its sweep timer', async () => {
    // The sweep's interval is the only thing changed: a second instead of 20.
    const site = await openSite(contentWithQuietHours(8), '13900002812', { liveAlertSweepMs: 1_000 });
    try {
      const { app } = site;
      expect((await ask(site, { bib: 'H6', channel: 'sms' })).status).toBe(200);
      await feed(app, [
        { bib: 'H6', point: 'start', time: at(1) },
        { bib: 'H6', point: 'finish', time: at(96) },
      ]);
      expect(await alertsIn(app, site.user.phone)).toHaveLength(1);
      // The message is taken to have failed (the provider refused it), its backoff over.
      await app.context.db
        .updateTable('live_alert_sends')
        .set({ outcome: 'failed', retry_at: Date.now() - 1_000 })
        .execute();
      // Nobody calls the sweep: the API's timer does, within a generous while.
      const deadline = Date.now() + 30_000;
      while ((await alertsIn(app, site.user.phone)).length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await app.services.live.alertsSettled();
      expect(await alertsIn(app, site.user.phone)).toHaveLength(2);
      const [send] = await app.context.db.selectFrom('live_alert_sends').select('outcome').execute();
      expect(send?.outcome).toBe('sent');
    } finally {
      await site.app.close();
    }
  });

  it('gives up after a bounded number of tries, and takes back a claim whose process died before sending', async () => {
    const site = await openSite(contentWithQuietHours(8), '13900002811');
    try {
      const { app } = site;
      const db = app.context.db;
      let tries = 0;
      const sender: AlertSender = {
        provider: 'down',
        send: async () => {
          tries += 1;
          throw new Error('the provider is down');
        },
      };
      const context = {
        db,
        senders: { sms: sender, email: sender },
        stopLink: (id: string) => ({ link: `http://localhost/stop?t=${id}`, token: id }),
        log: app.log,
      };
      const asked = await ask(site, { bib: 'H6', channel: 'sms' });
      await feed(app, [
        { bib: 'H6', point: 'start', time: at(1) },
        { bib: 'H6', point: 'finish', time: at(95) },
      ]);
      await db.deleteFrom('live_alert_sends').execute();
      let now = Date.now();
      await dispatchAlerts(context, YEAR, [{ bib: 'H6', point: 'finish' }], DEFAULT_LIVE_RULES_AWAKE, now);
      for (let sweep = 0; sweep < ALERT_RETRIES + 3; sweep += 1) {
        now += HOUR;
        await retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, now);
      }
      expect(tries).toBe(1 + ALERT_RETRIES);

      // A process claimed the send and died before sending: the claim is taken back once it is stale.
      await db
        .updateTable('live_alert_sends')
        .set({ outcome: 'sending', claimed_at: now, attempts: 0, retry_at: null })
        .where('alert_id', '=', asked.body.data.id)
        .execute();
      let delivered = 0;
      sender.send = async () => {
        delivered += 1;
      };
      expect(await retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, now + 1_000)).toEqual([]);
      expect(await retryFailedAlerts(context, DEFAULT_LIVE_RULES_AWAKE, now + HOUR)).toEqual(['sent']);
      expect(delivered).toBe(1);
    } finally {
      await site.app.close();
    }
  });
});
