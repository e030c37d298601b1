import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type ContentFileAnswer, type ContentRevision } from '@marathon/shared/api';
import { makeContentDir } from '../../../test-support/test-app';
import { twoInstances, type TwoInstances } from '../../../test-support/two-instances';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';

/*
 * Two API processes on one database: a publish on one is served by the other within seconds, and a scheduled
 * change is published once, whichever process comes to it first.
 */

let two: TwoInstances;
let contentDir: string;
let alice: TestStaff;
let bob: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  contentDir = makeContentDir();
  two = await twoInstances({ contentDir });
  const [first] = two.apps;
  alice = await enrolStaff(first, 'editor', 'Alice');
  bob = await enrolStaff(first, 'editor', 'Bob');
  admin = await enrolStaff(first, 'administrator', 'Admin');
});

afterAll(async () => {
  await two.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

async function post<T>(app: FastifyInstance, staff: TestStaff, path: string, body: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url: path, headers: staff.headers, payload: body });
  const envelope = response.json<{ code: number; msg: string; data: T }>();
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

async function servedMenu(app: FastifyInstance): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url: '/files/sites/localhost/index.json' });
  return response.json<{ menu: unknown }>().menu;
}

async function changeOf(app: FastifyInstance, pointer: string, value: unknown): Promise<number> {
  const read = await app.inject({
    method: 'GET',
    url: `${endpoints.contentFileRead.path}?site=localhost&file=index`,
    headers: alice.headers,
  });
  const file = read.json<{ data: ContentFileAnswer }>().data;
  const saved = await post<{ change: ContentRevision }>(app, alice, endpoints.contentChangeSave.path, {
    site: 'localhost',
    file: 'index',
    pointer,
    baseRevisionId: file.published.revisionId,
    value,
  });
  await post(app, alice, endpoints.contentChangeSubmit.path, { changeId: saved.change.id });
  return saved.change.id;
}

it('serves a publish of one process from the other within seconds', async () => {
  const [first, second] = two.apps;
  expect(await servedMenu(second)).toEqual(['/home']);
  const id = await changeOf(first, '/routes', [
    {
      path: '/',
      name: 'Layout',
      redirect: '/home',
      meta: { title: '首页' },
      children: [
        { path: 'home', name: 'Home', component: 'HomePage', meta: { title: '首页' } },
        { path: 'news', name: 'News', component: 'HomePage', meta: { title: '新闻' } },
      ],
    },
  ]);
  await post(first, bob, endpoints.contentChangeApprove.path, { changeId: id });
  const menu = await changeOf(first, '/menu', ['/home', '/news']);
  await post(first, bob, endpoints.contentChangeApprove.path, { changeId: menu });
  expect(await servedMenu(first)).toEqual(['/home', '/news']);
  await expect.poll(() => servedMenu(second), { timeout: 5_000, interval: 200 }).toEqual(['/home', '/news']);
});

it('publishes a scheduled change exactly once across the processes', async () => {
  const [first, second] = two.apps;
  const id = await changeOf(second, '/menu', ['/news', '/home']);
  await post(second, bob, endpoints.contentChangeApprove.path, {
    changeId: id,
    publishAt: Date.now() + 1_000,
  });
  // Both processes ask for the file over and over once it is due: each check may try to publish it.
  await expect
    .poll(
      async () => {
        const menus = await Promise.all([
          servedMenu(first),
          servedMenu(second),
          servedMenu(first),
          servedMenu(second),
        ]);
        return menus.every((menu) => JSON.stringify(menu) === JSON.stringify(['/news', '/home']));
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  const audit = await first.inject({
    method: 'GET',
    url: `${endpoints.auditSearch.path}?recordType=content-revision&recordId=${id}`,
    headers: admin.headers,
  });
  const actions = audit
    .json<{ data: { events: { action: string }[] } }>()
    .data.events.map((event) => event.action);
  expect(actions.filter((action) => action === 'content.publish-scheduled')).toHaveLength(1);
  const history = await first.inject({
    method: 'GET',
    url: `${endpoints.contentHistory.path}?site=localhost&file=index`,
    headers: alice.headers,
  });
  const revisions = history.json<{ data: { revisions: ContentRevision[] } }>().data.revisions;
  expect(
    revisions.filter((revision) => revision.status === 'published').map((revision) => revision.id),
  ).toEqual([id]);
});
