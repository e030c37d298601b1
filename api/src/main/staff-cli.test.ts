import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../test-support/test-app';
import { enrolStaff } from '../modules/staff/staff.test-support';
import { run } from './staff-cli';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function staff(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    app.context.db,
    argv,
    'https://www.example.com',
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err: err.join('\n') };
}

describe('staff bootstrap', () => {
  it('creates the first administrator with a working link, once', async () => {
    const first = await staff('bootstrap', '--email', 'Chief@Example.com', '--name', '总管');
    expect(first.code).toBe(0);
    const link = first.out.at(-1) ?? '';
    expect(link).toMatch(/^https:\/\/www\.example\.com\/#\/admin\/accept\?token=[A-Za-z0-9_-]{40,}$/);
    const accepted = await app.inject({
      method: 'POST',
      url: endpoints.staffAccept.path,
      payload: { token: link.slice(link.indexOf('?token=') + 7), password: 'the-chief-password' },
    });
    expect(accepted.statusCode).toBe(200);
    const again = await staff('bootstrap', '--email', 'second@example.com', '--name', '第二');
    expect(again.code).toBe(1);
    expect(again.err).toContain('there is an administrator already (chief@example.com)');
    expect((await staff('bootstrap', '--email', 'not-an-address', '--name', 'x')).code).toBe(2);
  });

  it('invites as a named administrator, recorded, and never as anyone else', async () => {
    const admin = await enrolStaff(app, 'administrator', '管理员丁');
    const editor = await enrolStaff(app, 'editor');
    const refused = await staff(
      'invite',
      '--email',
      'x@example.com',
      '--name',
      'X',
      '--role',
      'viewer',
      '--as',
      editor.email,
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('that role may not do this (staff.manage)');
    const invited = await staff(
      'invite',
      '--email',
      'v@example.com',
      '--name',
      '志愿者',
      '--role',
      'volunteer',
      '--as',
      admin.email,
    );
    expect(invited.code).toBe(0);
    const rows = await app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.invite')
      .execute();
    expect(rows).toMatchObject([{ staff_name: '管理员丁', request_id: 'cli' }]);
  });
});
