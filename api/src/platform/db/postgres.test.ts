import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, raceInfoSchema } from '@marathon/shared/api';
import { createSession } from '../../modules/accounts/session/session-repository';
import { buildTestApp } from '../../test-support/test-app';
import { testPostgresUrl } from '../../test-support/test-database';
import { insertUser } from '../../modules/accounts/users.test-support';

/*
 * PostgreSQL specifics, in the test project that runs on PostgreSQL (its server is TEST_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres, or a throwaway one); each run creates a database of its own and
 * drops it. On SQLite there is nothing to check here.
 */
const baseUrl = testPostgresUrl();

describe.skipIf(!baseUrl)('PostgreSQL', () => {
  const database = `marathon_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Pool;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: baseUrl });
    await admin.query(`create database ${database}`);
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${database}`;
    app = await buildTestApp({ database: { kind: 'postgres', url: url.toString() } });
  });

  afterAll(async () => {
    await app?.close();
    await admin?.query(`drop database if exists ${database}`);
    await admin?.end();
  });

  it('reports postgres in the health check', async () => {
    const response = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(response.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { db: 'postgres', status: 'ready', step: 'ready', contentRefused: [] },
    });
  });

  it('answers the seeded domain and race, with times as numbers', async () => {
    const domain = await app.inject({
      method: 'GET',
      url: `${endpoints.websiteDomain.path}?domainName=localhost`,
    });
    expect(domain.json().data).toEqual({ raceId: 'yzhm2025', domainName: 'localhost' });
    const race = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      payload: { raceId: 'yzhm2025' },
    });
    const info = envelopeSchema(raceInfoSchema).parse(race.json()).data;
    expect(typeof info.startTime).toBe('number');
    expect(new Date(info.startTime).toISOString().slice(0, 7)).toBe('2025-04');
  });

  it('checks sessions', async () => {
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    const ok = await app.inject({ method: 'GET', url: endpoints.commonInfo.path, headers: { token } });
    expect(ok.json().data.userId).toBe(user.id);
    const bad = await app.inject({
      method: 'GET',
      url: endpoints.commonInfo.path,
      headers: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
  });
});
