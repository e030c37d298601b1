import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import { openDatabase } from './connect';
import { migrateToLatest } from '../../main/migrate';
import { seedIfEmpty } from '../../modules/sites/seed';
import { SEED_DOMAIN, SEED_RACE_ID } from '../../modules/sites/seed-data';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDbFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-db-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'nested', 'marathon.sqlite');
}

async function appOn(file: string): Promise<FastifyInstance> {
  const app = await buildTestApp({ database: { kind: 'sqlite', file } });
  cleanups.push(() => app.close());
  return app;
}

describe('database start-up', () => {
  it('creates the SQLite file, migrates and seeds it, and keeps data across restarts', async () => {
    const file = tempDbFile();
    const first = await appOn(file);
    expect(fs.existsSync(file)).toBe(true);
    await first.context.db
      .insertInto('website_domains')
      .values({
        domain_name: 'www.example.com',
        race_id: SEED_RACE_ID,
        website_name: null,
        online_status: 1,
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    await first.close();

    const second = await appOn(file);
    const races = await second.context.db.selectFrom('races').select('race_id').execute();
    expect(races).toEqual([{ race_id: SEED_RACE_ID }]);
    const response = await second.inject({
      method: 'GET',
      url: `${endpoints.websiteDomain.path}?domainName=www.example.com`,
    });
    expect(response.json().data).toEqual({ raceId: SEED_RACE_ID, domainName: 'www.example.com' });
  });

  it('migrates idempotently and seeds only an empty database', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db);
    expect(await seedIfEmpty(handle.db)).toBe(true);
    expect(await seedIfEmpty(handle.db)).toBe(false);
    const domains = await handle.db
      .selectFrom('website_domains')
      .select(['domain_name', 'race_id'])
      .execute();
    expect(domains).toEqual([{ domain_name: SEED_DOMAIN, race_id: SEED_RACE_ID }]);
  });

  it('leaves an operator database alone: no seed once a race exists', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('races')
      .values({
        race_id: 'other',
        race_name: '另一场赛事',
        race_name_en: null,
        start_time: 1,
        end_time: 2,
        sign_up_start_time: null,
        sign_up_end_time: null,
        show_sign_up_start_time: null,
        show_sign_up_end_time: null,
        province_id: null,
        city_id: null,
        district_id: null,
        detail_address: null,
        img_detail: null,
        item_time_setting: '[]',
        race_category_id: null,
        race_features: null,
        race_item_type_name: null,
        race_status: 0,
        progress_status: 0,
        audit_status: 0,
        submit_status: 0,
        sign_up_open_status: 0,
        sign_up_max_number: null,
        sign_up_url: null,
        contact_name: null,
        contact_phone: null,
        organization_id: null,
        create_user: null,
        update_user: null,
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await handle.db.selectFrom('website_domains').selectAll().execute()).toEqual([]);
  });

  it('enforces the unique email and phone of users and the session → user reference', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    const user = (id: string, email: string | null, phone: string | null) => ({
      id,
      account_no: `A${id}`,
      email,
      phone,
      nick: '',
      password_hash: null,
      gender: 0,
      avatar: null,
      status: 1,
      created_at: 1,
      updated_at: 1,
    });
    await handle.db
      .insertInto('users')
      .values([user('1', 'a@example.com', null), user('2', null, null)])
      .execute();
    await expect(
      handle.db
        .insertInto('users')
        .values(user('3', 'a@example.com', null))
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('sessions')
        .values({ token_hash: 'h', user_id: 'missing', created_at: 1, expires_at: 2, revoked_at: null })
        .execute(),
    ).rejects.toThrow();
  });
});
