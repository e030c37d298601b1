import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_STATUS, endpoints, type MessageTemplate } from '@marathon/shared/api';
import type { AlertMessage } from '../../platform/messaging/senders';
import { buildTestApp } from '../../test-support/test-app';
import { twoInstances } from '../../test-support/two-instances';
import { insertUser } from '../accounts/users.test-support';
import { replaceEntries } from '../registrations';
import { pendingEntry } from '../registrations/registrations.test-support';
import type { NoticeDelivery } from '../season';
import { enrolStaff, type TestStaff } from '../staff/staff.test-support';
import { deliverMessages } from './deliver';
import { optOutTokens } from './opt-outs';

const YEAR = 2027;
const NOW = Date.parse('2027-03-01T10:00:00+08:00');
const PAY_BY = Date.parse('2027-03-04T18:00:00+08:00');
const KEY = Buffer.alloc(32, 7);
const { won, confirmed, waitlist } = REGISTRATION_STATUS;

const TEMPLATE: MessageTemplate = {
  subjectZh: '付款提醒',
  bodyZh: '{name}，您的{raceItem}（报名号 {regNo}）请于{payBy}前付款。',
  subjectEn: 'Payment reminder',
  bodyEn: '{name}, please pay for the {raceItem} (entry {regNo}) by {payBy}.',
};

const PICKUP: MessageTemplate = {
  subjectZh: '领物提醒',
  bodyZh: '{name}，请凭号码布 {bib} 领取物品。',
  subjectEn: 'Kit pickup',
  bodyEn: '{name}, pick your kit up with bib {bib}.',
};

/**
 * Entries 1 and 2 won (1 unpaid with its pay-by, 2 paid), 3 is waitlisted, 4 won but was imported (no account),
 * 5 paid: 1, 2, 3 and 5 were signed up by accounts of their own.
 */
async function seedSeason(app: FastifyInstance): Promise<Map<number, string>> {
  const { db } = app.context;
  const statuses: Record<number, number> = { 1: won, 2: confirmed, 3: waitlist, 4: won, 5: confirmed };
  await db.transaction().execute((trx) =>
    replaceEntries(
      trx,
      YEAR,
      Object.entries(statuses).map(([regNo, status]) => ({
        ...pendingEntry(YEAR, Number(regNo), NOW - 1000),
        status,
        bib: Number(regNo) === 2 ? '2002' : null,
      })),
    ),
  );
  await db
    .insertInto('season_draw_entries')
    .values({
      year: YEAR,
      reg_no: 1,
      race_item: 'half',
      position: 1,
      won_round: 0,
      won_at: NOW,
      order_no: null,
      pay_by: PAY_BY,
      refund_no: null,
      refund_fen: null,
      refund_state: null,
      refund_reason: null,
    })
    .execute();
  const users = new Map<number, string>();
  for (const regNo of [1, 2, 3, 5]) {
    const user = await insertUser(db, { phone: `1390000270${regNo}` });
    users.set(regNo, user.id);
    await db
      .insertInto('signup_registrations')
      .values({
        id: regNo,
        user_id: user.id,
        year: YEAR,
        kind: 'post',
        submission_id: `s${regNo}`,
        reg_no: regNo,
        race_item: 'half',
        name: `跑者${regNo}`,
        id_hash: `id${regNo}`,
        id_masked: '1101********002X',
        answers: '{}',
        created_at: NOW,
      })
      .execute();
  }
  return users;
}

const post = (app: FastifyInstance, path: string, staff: TestStaff, payload: unknown, language = 'zh') =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { ...staff.headers, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

/** A delivery recording what it sends, each entry reached at an e-mail of its own. */
function recording(app: FastifyInstance, sent: AlertMessage[]): NoticeDelivery {
  return {
    db: app.context.db,
    contactOf: async (_year, regNo) => ({ email: `r${regNo}@runner.test`, phone: null }),
    email: {
      provider: 'test',
      async send(message) {
        sent.push(message);
      },
    },
    sms: null,
    siteUrl: 'https://run.example/',
    now: () => NOW,
    warn: () => undefined,
  };
}

const tokens = optOutTokens(KEY);
const link = (userId: string) =>
  `http://api.test${endpoints.messageOptOutPage.path}?t=${tokens.issue(userId)}`;
const sendBody = (segment: string, confirmedCount: number, sendId: string) => ({
  year: YEAR,
  segment,
  template: segment === 'paid' ? PICKUP : TEMPLATE,
  sendId,
  confirmedCount,
});

describe('organisers’ messages to a segment', () => {
  let app: FastifyInstance;
  let admin: TestStaff;
  let users: Map<number, string>;
  beforeAll(async () => {
    app = await buildTestApp({ certificateKey: KEY });
    admin = await enrolStaff(app, 'administrator');
    users = await seedSeason(app);
  });
  afterAll(async () => app.close());

  it('counts the segment and shows the first recipient’s message in both languages', async () => {
    const answer = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'won',
      template: TEMPLATE,
    });
    expect(answer.json().code, answer.json().msg).toBe(0);
    const data = answer.json().data;
    // 1, 2 and 5 have a place and an account; 4 has a place and nobody to reach.
    expect([data.recipients, data.optedOut, data.unreachable]).toEqual([3, 0, 1]);
    expect(data.sample.zh).toEqual({
      subject: '付款提醒',
      body: '跑者1，您的半程马拉松（报名号 1）请于北京时间 2027-03-04 18:00前付款。',
    });
    expect(data.sample.en.body).toBe(
      '跑者1, please pay for the half marathon (entry 1) by 2027-03-04 18:00 Beijing time.',
    );
    const paid = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'paid',
      template: { ...TEMPLATE, bodyZh: '{name} 号码布 {bib}', bodyEn: '{name} bib {bib}' },
    });
    expect(paid.json().data.recipients).toBe(2);
    expect(paid.json().data.sample.en.body).toBe('跑者2 bib 2002');
    const audited = await app.context.db.selectFrom('audit_events').select(['action', 'record_id']).execute();
    expect(audited).toContainEqual({ action: 'messages.preview', record_id: `${YEAR}/won/all` });
  });

  it('refuses unknown placeholders, a pay-by where none is due and a bad segment, in both languages', async () => {
    const unknown = await post(
      app,
      endpoints.messagePreview.path,
      admin,
      { year: YEAR, segment: 'won', template: { ...TEMPLATE, bodyEn: 'Hi {nmae}' } },
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/^The template has unknown placeholders: \{nmae\}/);
    const payBy = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'waitlist',
      template: TEMPLATE,
    });
    expect(payBy.json().msg).toBe('只有中签者（含未付款）才有付款截止时间：请删除 {payBy}');
    const segment = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'everyone',
      template: TEMPLATE,
    });
    expect(segment.statusCode).toBe(400);
    const empty = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'won',
      template: { ...TEMPLATE, subjectZh: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a send whose segment changed since the count was confirmed', async () => {
    const answer = await post(
      app,
      endpoints.messageSend.path,
      admin,
      sendBody('won', 4, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0001'),
      'en',
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().msg).toBe(
      'The number of recipients changed (4 when confirmed, 3 now): preview again before sending',
    );
    expect(await app.context.db.selectFrom('message_campaigns').selectAll().execute()).toEqual([]);
  });

  it('queues one message per recipient however often the send is clicked, and delivers each once', async () => {
    const body = sendBody('won', 3, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0002');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(app, endpoints.messageSend.path, admin, body)),
    );
    for (const answer of answers) expect(answer.json().data).toEqual({ campaignId: body.sendId, queued: 3 });
    const { db } = app.context;
    const queued = await db.selectFrom('message_queue').select('reg_no').orderBy('reg_no').execute();
    expect(queued.map((row) => row.reg_no)).toEqual([1, 2, 5]);
    const audited = await db
      .selectFrom('audit_events')
      .select(['action', 'record_id', 'staff_id'])
      .where('action', '=', 'messages.send')
      .execute();
    expect(audited).toEqual([{ action: 'messages.send', record_id: body.sendId, staff_id: admin.memberId }]);
    const campaign = await db.selectFrom('message_campaigns').selectAll().executeTakeFirstOrThrow();
    expect([campaign.segment, campaign.recipients, campaign.sent_by]).toEqual(['won', 3, admin.memberId]);

    const sent: AlertMessage[] = [];
    const delivery = { notices: recording(app, sent), optOutLink: link };
    expect(await deliverMessages(delivery, 200)).toBe(3);
    expect(await deliverMessages(delivery, 200)).toBe(0);
    expect(sent.map((message) => message.target).sort()).toEqual([
      'r1@runner.test',
      'r2@runner.test',
      'r5@runner.test',
    ]);
    const first = sent.find((message) => message.target === 'r1@runner.test');
    expect(first?.subject).toBe('扬州半程马拉松：付款提醒 / Yangzhou Half Marathon: Payment reminder');
    expect(first?.text).toContain('跑者1，您的半程马拉松（报名号 1）请于北京时间 2027-03-04 18:00前付款。');
    expect(first?.text).toContain(`Stop the organisers' messages: ${link(users.get(1) ?? '')}`);
  });

  it('keeps to the budget the sweep gives it', async () => {
    const body = sendBody('paid', 2, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0003');
    expect((await post(app, endpoints.messageSend.path, admin, body)).json().code).toBe(0);
    const sent: AlertMessage[] = [];
    const delivery = { notices: recording(app, sent), optOutLink: link };
    expect(await deliverMessages(delivery, 0)).toBe(0);
    expect(await deliverMessages(delivery, 1)).toBe(1);
    expect(await deliverMessages(delivery, 5)).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('lets a runner opt out by the link: later counts and sends skip them, and a queued message is not sent', async () => {
    const userId = users.get(5) ?? '';
    const token = tokens.issue(userId);
    // Queued before the opt-out: the sweep checks again and skips it.
    const body = sendBody('paid', 2, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0004');
    expect((await post(app, endpoints.messageSend.path, admin, body)).json().code).toBe(0);

    const page = await app.inject({ method: 'GET', url: `${endpoints.messageOptOutPage.path}?t=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-state="ask"');
    const forged = await app.inject({
      method: 'POST',
      url: endpoints.messageOptOut.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`,
    });
    expect(forged.body).toContain('data-state="invalid"');
    const optOut = () =>
      app.inject({
        method: 'POST',
        url: endpoints.messageOptOut.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `t=${encodeURIComponent(token)}`,
      });
    expect((await optOut()).body).toContain('data-state="stopped"');
    expect((await optOut()).body).toContain('data-state="already"');

    const sent: AlertMessage[] = [];
    expect(await deliverMessages({ notices: recording(app, sent), optOutLink: link }, 200)).toBe(1);
    expect(sent.map((message) => message.target)).toEqual(['r2@runner.test']);
    const skipped = await app.context.db
      .selectFrom('message_queue')
      .select(['sent_at', 'last_error'])
      .where('campaign_id', '=', body.sendId)
      .where('reg_no', '=', 5)
      .executeTakeFirstOrThrow();
    expect(skipped).toEqual({ sent_at: null, last_error: 'opted-out' });

    const preview = await post(app, endpoints.messagePreview.path, admin, {
      year: YEAR,
      segment: 'won',
      template: TEMPLATE,
    });
    expect([preview.json().data.recipients, preview.json().data.optedOut]).toEqual([2, 1]);
    const stale = await post(
      app,
      endpoints.messageSend.path,
      admin,
      sendBody('won', 3, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0005'),
    );
    expect(stale.statusCode).toBe(409);
  });

  it('is not for a role without messages.send', async () => {
    const editor = await enrolStaff(app, 'editor');
    const answer = await post(app, endpoints.messagePreview.path, editor, {
      year: YEAR,
      segment: 'won',
      template: TEMPLATE,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('two API processes sending one message', () => {
  it('queue it once per recipient', async () => {
    const both = await twoInstances({ certificateKey: KEY });
    try {
      const [first, second] = both.apps;
      await seedSeason(first);
      const admin = await enrolStaff(first, 'administrator');
      const body = sendBody('won', 3, '0b7f0b1e-64d2-4a55-9b8f-0d6c1c1e0006');
      const answers = await Promise.all([
        post(first, endpoints.messageSend.path, admin, body),
        post(second, endpoints.messageSend.path, admin, body),
      ]);
      for (const answer of answers)
        expect(answer.json().data).toEqual({ campaignId: body.sendId, queued: 3 });
      const rows = await first.context.db.selectFrom('message_queue').select('reg_no').execute();
      expect(rows).toHaveLength(3);
      const sent: AlertMessage[] = [];
      const delivered = await Promise.all([
        deliverMessages({ notices: recording(first, sent), optOutLink: link }, 200),
        deliverMessages({ notices: recording(second, sent), optOutLink: link }, 200),
      ]);
      expect(delivered[0] + delivered[1]).toBe(3);
      expect(sent).toHaveLength(3);
    } finally {
      await both.close();
    }
  });
});
