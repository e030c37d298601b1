import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  type ContentConflict,
  type ContentDiff,
  type ContentFileAnswer,
  type ContentProblemInfo,
  type ContentRevision,
} from '@marathon/shared/api';
import { buildTestApp, TEST_CLOUD_CONFIG } from '../../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

let app: FastifyInstance;
let alice: TestStaff;
let bob: TestStaff;
let admin: TestStaff;
const ENGLISH = { 'accept-language': 'en' };
const SITE = 'localhost';

const NEWS = [{ id: 'n1', time: 1_700_000_000_000, title: '赛事公告', content: '<p>报名即将开始</p>' }];

async function post<T>(
  staff: TestStaff,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...staff.headers, ...ENGLISH },
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

async function get<T>(
  staff: TestStaff,
  path: string,
  query: Record<string, string | number>,
): Promise<Envelope<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await app.inject({ method: 'GET', url: `${path}?${search}`, headers: staff.headers });
  return response.json<Envelope<T>>();
}

const readIndex = () =>
  get<ContentFileAnswer>(alice, endpoints.contentFileRead.path, { site: SITE, file: 'index' }).then(
    (e) => e.data,
  );

async function served(): Promise<{ json: Record<string, unknown>; etag: string }> {
  const response = await app.inject({ method: 'GET', url: '/files/sites/localhost/index.json' });
  expect(response.statusCode).toBe(200);
  return { json: response.json<Record<string, unknown>>(), etag: String(response.headers.etag) };
}

type Saved = { change: ContentRevision & { value?: unknown }; problems: ContentProblemInfo[] };

beforeAll(async () => {
  app = await buildTestApp();
  alice = await enrolStaff(app, 'editor', 'Alice');
  bob = await enrolStaff(app, 'editor', 'Bob');
  admin = await enrolStaff(app, 'administrator', 'Admin');
});

afterAll(async () => {
  await app.close();
});

describe('content editing', () => {
  let newsChange = 0;

  it('reads the folder file as published, with its items and no open changes', async () => {
    const file = await readIndex();
    expect(file.published.source).toBe('folder');
    expect(file.published.revisionId).toBeNull();
    expect(file.published.json).toEqual(TEST_CLOUD_CONFIG);
    expect(file.items).toEqual(['/settings', '/menu', '/routes']);
    expect(file.changes).toEqual([]);
    expect(file.requiresReview).toBe(true);
  });

  it('saves drafts of two items by two editors without collision, and a stale save of one answers 409', async () => {
    const saved = await post<Saved>(alice, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/data/news',
      baseRevisionId: null,
      value: NEWS,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.change.status).toBe('draft');
    expect(saved.body.data.change.value).toEqual(NEWS);
    expect(saved.body.data.problems).toEqual([]);
    newsChange = saved.body.data.change.id;

    const menu = await post<Saved>(bob, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/menu',
      baseRevisionId: null,
      value: ['/home', '/nowhere'],
    });
    expect(menu.status).toBe(200);
    // Saved, but the file it makes has a problem, shown at its field.
    expect(menu.body.data.problems).toEqual([
      expect.objectContaining({
        path: '$.menu[1]',
        pointer: '/menu/1',
        item: '/menu',
        file: 'sites/localhost/index.json',
      }),
    ]);

    const stale = await post<ContentConflict>(bob, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/data/news',
      baseRevisionId: null,
      value: [{ ...NEWS[0], title: 'Bob’s title' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('/data/news');
    expect(stale.body.msg).toContain('Alice');
    expect(stale.body.data.current.value).toEqual(NEWS);
    expect(stale.body.data.yours.value).toEqual([{ ...NEWS[0], title: 'Bob’s title' }]);

    const file = await readIndex();
    expect(file.changes.map((change) => change.pointer)).toEqual(['/data/news', '/menu']);
    // Nothing is served before a publish.
    expect((await served()).json).toEqual(TEST_CLOUD_CONFIG);
  });

  it('refuses an item that is not one, and an invalid file on submit with its problems', async () => {
    const notItem = await post(alice, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/data',
      baseRevisionId: null,
      value: {},
    });
    expect(notItem.status).toBe(400);
    const menuChange = (await readIndex()).changes.find((change) => change.pointer === '/menu');
    const submit = await post<{ problems: ContentProblemInfo[] }>(bob, endpoints.contentChangeSubmit.path, {
      changeId: menuChange?.id,
    });
    expect(submit.status).toBe(400);
    expect(submit.body.data.problems[0]?.pointer).toBe('/menu/1');
  });

  it('publishes only when another member approves, then the file host serves the database revision', async () => {
    const submitted = await post<{ revision: ContentRevision }>(alice, endpoints.contentChangeSubmit.path, {
      changeId: newsChange,
    });
    expect(submitted.body.data.revision.status).toBe('in_review');
    const own = await post(alice, endpoints.contentChangeApprove.path, { changeId: newsChange });
    expect(own.status).toBe(403);
    const approved = await post<{ revision: ContentRevision }>(bob, endpoints.contentChangeApprove.path, {
      changeId: newsChange,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.revision).toMatchObject({ status: 'published', reviewer: { name: 'Bob' } });

    const { json, etag } = await served();
    expect(json.data).toEqual({ news: NEWS });
    expect(json.menu).toEqual(['/home']);
    const again = await app.inject({
      method: 'GET',
      url: '/files/sites/localhost/index.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const file = await readIndex();
    expect(file.published).toMatchObject({
      source: 'database',
      revisionId: newsChange,
      publishedBy: { name: 'Bob' },
    });
    // Bob's menu draft is still open, rebased on the new file.
    expect(file.changes.map((change) => change.pointer)).toEqual(['/menu']);
  });

  it('lists the history (the folder import first published), diffs two revisions and rolls back in one action', async () => {
    const history = await get<{ revisions: ContentRevision[]; total: number }>(
      alice,
      endpoints.contentHistory.path,
      {
        site: SITE,
        file: 'index',
      },
    );
    const folder = history.data.revisions.find((revision) => revision.source === 'folder');
    expect(folder?.status).toBe('superseded');
    const published = history.data.revisions.find((revision) => revision.id === newsChange);
    expect(published).toMatchObject({
      status: 'published',
      author: { name: 'Alice' },
      reviewer: { name: 'Bob' },
    });

    const diff = await get<ContentDiff>(alice, endpoints.contentDiff.path, {
      from: folder?.id ?? 0,
      to: newsChange,
    });
    expect(diff.data.items).toEqual([{ pointer: '/data/news', change: 'added', after: NEWS }]);

    const rolled = await post<{ revision: ContentRevision }>(bob, endpoints.contentRollback.path, {
      revisionId: folder?.id,
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.revision).toMatchObject({
      status: 'published',
      source: 'rollback',
      baseRevisionId: folder?.id,
    });
    expect((await served()).json).toEqual(TEST_CLOUD_CONFIG);
    const again = await post(bob, endpoints.contentRollback.path, {
      revisionId: rolled.body.data.revision.id,
    });
    expect(again.status).toBe(409);
  });

  it('rejects with a reason, and a stale base of an open change is a conflict too', async () => {
    const menu = (await readIndex()).changes.find((change) => change.pointer === '/menu');
    const fixed = await post<Saved>(bob, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/menu',
      baseRevisionId: menu?.id,
      value: ['/home'],
    });
    expect(fixed.body.data.problems).toEqual([]);
    await post(bob, endpoints.contentChangeSubmit.path, { changeId: menu?.id });
    const rejected = await post<{ revision: ContentRevision }>(alice, endpoints.contentChangeReject.path, {
      changeId: menu?.id,
      reason: 'The menu is fine as it is',
    });
    expect(rejected.body.data.revision).toMatchObject({
      status: 'rejected',
      reason: 'The menu is fine as it is',
    });
    expect((await readIndex()).changes).toEqual([]);
  });

  it('publishes a scheduled change when it is due, and records every step in the audit trail', async () => {
    const file = await readIndex();
    const saved = await post<Saved>(alice, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/data/later',
      baseRevisionId: file.published.revisionId,
      value: { ...NEWS[0], id: 'later', title: '稍后发布' },
    });
    const id = saved.body.data.change.id;
    await post(alice, endpoints.contentChangeSubmit.path, { changeId: id });
    const scheduled = await post<{ revision: ContentRevision }>(bob, endpoints.contentChangeApprove.path, {
      changeId: id,
      publishAt: Date.now() + 1_500,
    });
    expect(scheduled.body.data.revision.status).toBe('scheduled');
    expect((await served()).json.data).toBeUndefined();
    await expect
      .poll(async () => (await served()).json.data, { timeout: 10_000 })
      .toEqual({
        later: { ...NEWS[0], id: 'later', title: '稍后发布' },
      });
    const audit = await get<{ events: { action: string; staffName: string }[] }>(
      admin,
      endpoints.auditSearch.path,
      {
        recordType: 'content-revision',
        pageSize: 200,
      },
    );
    const actions = audit.data.events.map((event) => event.action);
    for (const action of [
      'content.save',
      'content.submit',
      'content.publish',
      'content.rollback',
      'content.reject',
      'content.schedule',
      'content.publish-scheduled',
    ]) {
      expect(actions).toContain(action);
    }
    expect(actions.filter((action) => action === 'content.publish-scheduled')).toHaveLength(1);
  });

  it('lets a site without review have an editor publish their own draft', async () => {
    const setting = await post(admin, endpoints.contentReviewSetting.path, {
      site: SITE,
      requiresReview: false,
    });
    expect(setting.status).toBe(200);
    const file = await readIndex();
    const saved = await post<Saved>(alice, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'index',
      pointer: '/carouselList',
      baseRevisionId: file.published.revisionId,
      value: [],
    });
    const approved = await post<{ revision: ContentRevision }>(alice, endpoints.contentChangeApprove.path, {
      changeId: saved.body.data.change.id,
    });
    expect(approved.body.data.revision.status).toBe('published');
    expect((await served()).json.carouselList).toEqual([]);
  });

  it('publishes config.json too: the file host and the site config reference (its MD5) follow', async () => {
    const saved = await post<Saved>(alice, endpoints.contentChangeSave.path, {
      site: SITE,
      file: 'config',
      pointer: '/copyright',
      baseRevisionId: null,
      value: '版权所有 © 2026',
    });
    expect(saved.body.data.problems).toEqual([]);
    // Review is off for this site since the test before.
    await post(alice, endpoints.contentChangeApprove.path, { changeId: saved.body.data.change.id });
    const response = await app.inject({ method: 'GET', url: '/files/sites/localhost/config.json' });
    expect(response.json<{ copyright: string }>().copyright).toBe('版权所有 © 2026');
    const ref = await app.inject({ method: 'GET', url: `${endpoints.siteConfig.path}?domainName=localhost` });
    expect(ref.json<Envelope<{ fileMd5: string }>>().data.fileMd5).toBe(
      createHash('md5').update(response.rawPayload).digest('hex'),
    );
  });
});
