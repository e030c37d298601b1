import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, endpoints, envelopeSchema } from '@marathon/shared/api';
import { parseCsv } from '../../kernel/csv';
import { buildTestApp } from '../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../staff/staff.test-support';
import { createAuditTrail, deleteOldAuditEvents } from './trail';

/*
 * The audit trail: rows carry who (id, name and role), what, which record, when, from where and in which request;
 * an administrator searches them (by member, action, record and time, paged) and exports them as CSV; rows older
 * than the retention are swept.
 */

let app: FastifyInstance;
let admin: TestStaff;
let reviewer: TestStaff;
const DAY = 24 * 3_600_000;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await enrolStaff(app, 'administrator', '管理员甲');
  reviewer = await enrolStaff(app, 'reviewer', '=审核员');
  const origin = { clientAddress: '198.51.100.7', requestId: 'req-1' };
  const reviewerActor = {
    staffId: reviewer.memberId,
    name: reviewer.name,
    email: reviewer.email,
    role: 'reviewer' as const,
    permissions: [],
  };
  // A millisecond apart, so "newest first" has one answer.
  let at = Date.now() - 60_000;
  const trail = createAuditTrail(app.context.db, () => (at += 1));
  for (let i = 0; i < 5; i++) {
    await trail.record(
      reviewerActor,
      { action: 'application.read', recordType: 'application', recordId: i + 1 },
      origin,
    );
  }
  await trail.record(
    reviewerActor,
    { action: 'application.approve', recordType: 'application', recordId: 3 },
    origin,
  );
});
afterAll(async () => app.close());

const search = async (query: string, headers = admin.headers) => {
  const answer = await app.inject({ method: 'GET', url: `${endpoints.auditSearch.path}?${query}`, headers });
  expect(answer.statusCode).toBe(200);
  return envelopeSchema(auditPageSchema).parse(answer.json()).data;
};

describe('the audit trail', () => {
  it('is searched by member, action, record and time, newest first, in pages', async () => {
    const all = await search(`memberId=${reviewer.memberId}`);
    expect(all.total).toBe(6);
    expect(all.events[0]).toMatchObject({
      staffName: '=审核员',
      staffRole: 'reviewer',
      action: 'application.approve',
      recordType: 'application',
      recordId: '3',
      clientAddress: '198.51.100.7',
      requestId: 'req-1',
    });
    expect((await search('action=application.read')).total).toBe(5);
    expect((await search('recordType=application&recordId=3')).total).toBe(2);
    const paged = await search('action=application.read&pageSize=2&page=3');
    expect(paged).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(paged.events).toHaveLength(1);
    expect((await search(`from=${Date.now() + DAY}`)).total).toBe(0);
    expect((await search(`to=${Date.now() + DAY}&action=application.approve`)).total).toBe(1);
  });

  it('is read by the audit permission only, and the query is checked', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: endpoints.auditSearch.path,
      headers: reviewer.headers,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'GET',
      url: `${endpoints.auditSearch.path}?pageSize=5000`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the search as CSV, a formula-looking name kept as text, and records the export', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${endpoints.auditExport.path}?memberId=${reviewer.memberId}`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parseCsv(answer.body);
    expect(records[0]?.fields).toEqual([
      'at',
      'staff_id',
      'staff_name',
      'staff_role',
      'action',
      'record_type',
      'record_id',
      'client_address',
      'request_id',
    ]);
    expect(records).toHaveLength(7);
    expect(records[1]?.fields.slice(2, 7)).toEqual([
      "'=审核员",
      'reviewer',
      'application.approve',
      'application',
      '3',
    ]);
    const exports = await search('action=audit.export');
    expect(exports.events).toMatchObject([{ staffName: '管理员甲', staffRole: 'administrator' }]);
  });

  it('deletes rows older than the retention, and only those', async () => {
    await app.context.db
      .updateTable('audit_events')
      .set({ at: Date.now() - 401 * DAY })
      .where('record_id', '=', '1')
      .execute();
    await deleteOldAuditEvents(app.context.db, 400, Date.now());
    const left = await search(`memberId=${reviewer.memberId}`);
    expect(left.total).toBe(5);
    expect(left.events.map((event) => event.recordId)).not.toContain('1');
  });
});
