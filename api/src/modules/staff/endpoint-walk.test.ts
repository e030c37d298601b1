import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, endpoints, roleAllows, type Endpoint, type StaffRole } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import { insertUser } from '../accounts/users.test-support';
import { createSession } from '../accounts';
import { enrolStaff, type TestStaff } from './staff.test-support';

/*
 * The whole route list of the app, walked: every organiser endpoint (auth `staff`) refuses a call without a staff
 * session, with a runner's session instead, and with the session of a role that lacks its permission.
 */

let app: FastifyInstance;
let runnerToken: string;
const staffOf = new Map<StaffRole, TestStaff>();
beforeAll(async () => {
  app = await buildTestApp();
  const user = await insertUser(app.context.db, { phone: '13700009999' });
  runnerToken = await createSession(app.context.db, user.id);
  for (const role of STAFF_ROLES) staffOf.set(role, await enrolStaff(app, role));
});
afterAll(async () => app.close());

const staffRoutes = (): Endpoint[] =>
  app.registeredRoutes.flatMap((route) =>
    route.endpoint?.auth === 'staff' && route.method === route.endpoint.method ? [route.endpoint] : [],
  );

const callAs = (endpoint: Endpoint, headers: Record<string, string>) =>
  app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { ...headers, 'accept-language': 'en' },
    ...(endpoint.method === 'POST' ? { payload: {} } : {}),
  });

describe('every organiser endpoint', () => {
  it('is behind a staff session: the calls that took the review key are among them', () => {
    const paths = staffRoutes().map((endpoint) => endpoint.path);
    for (const former of [
      endpoints.applicationReview,
      endpoints.uploadLinkForReview,
      endpoints.adminResultsImport,
      endpoints.adminPassingsImport,
      endpoints.correctionsOpen,
      endpoints.correctionReview,
    ]) {
      expect(paths).toContain(former.path);
    }
    expect(paths.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses no session, a runner’s session, and a role without its permission', async () => {
    const checked: string[] = [];
    for (const endpoint of staffRoutes()) {
      const none = await callAs(endpoint, {});
      expect([endpoint.path, none.statusCode]).toEqual([endpoint.path, 401]);
      expect(none.json().msg).toBe('Please sign in as a staff member (the session may have ended)');
      const runner = await callAs(endpoint, { token: runnerToken });
      expect([endpoint.path, runner.statusCode]).toEqual([endpoint.path, 401]);
      const { permission } = endpoint;
      if (permission === undefined) continue;
      const lacking = STAFF_ROLES.filter((role) => !roleAllows(role, permission));
      expect(lacking.length).toBeGreaterThan(0);
      for (const role of lacking) {
        const refused = await callAs(endpoint, staffOf.get(role)?.headers ?? {});
        expect([endpoint.path, role, refused.statusCode]).toEqual([endpoint.path, role, 403]);
        expect(refused.json().msg).toBe('Your staff role does not allow this');
      }
      checked.push(endpoint.path);
    }
    expect(checked).toContain(endpoints.applicationReview.path);
    // The organisers' exports carry runners' personal data out of the site: each is behind its permission.
    for (const exported of [
      endpoints.exportRegistrations,
      endpoints.exportMailingList,
      endpoints.exportResults,
      endpoints.exportParticipants,
      endpoints.seasonStartListExport,
    ]) {
      expect(checked).toContain(exported.path);
    }
    // Nothing of it was recorded as done: a refused call is no action.
    expect(await app.context.db.selectFrom('audit_events').selectAll().execute()).toEqual([]);
  });

  it('lets a volunteer record pickups only, and an editor not review', () => {
    expect(roleAllows('volunteer', 'applications.read')).toBe(false);
    expect(roleAllows('volunteer', 'pickup.record')).toBe(true);
    expect(roleAllows('editor', 'applications.review')).toBe(false);
    expect(STAFF_ROLES.filter((role) => roleAllows(role, 'staff.manage'))).toEqual(['administrator']);
  });
});
