import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, envelopeSchema, healthSchema } from '@marathon/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeContentDir, TEST_CLOUD_CONFIG } from '../../test-support/test-app';

let app: FastifyInstance | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  app = undefined;
  dir = undefined;
});

const INDEX = '/files/sites/localhost/index.json';

async function health(target: FastifyInstance) {
  const answer = await target.inject({ method: 'GET', url: endpoints.health.path });
  return envelopeSchema(healthSchema).parse(answer.json()).data ?? { contentRefused: undefined };
}

describe('content validation on the file host', () => {
  it('keeps serving the last index.json that passed while a newer one fails, says so at /health, and serves the fix', async () => {
    dir = makeContentDir();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-accepted-'));
    const built = await buildTestApp({ contentDir: dir, auth: { dataDir } }, () =>
      fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    app = built;
    const file = path.join(dir, 'sites/localhost/index.json');
    expect((await built.inject({ method: 'GET', url: `${INDEX}?t=1` })).json()).toEqual(TEST_CLOUD_CONFIG);
    expect((await health(built)).contentRefused).toEqual([]);

    // An editor empties the menu: a check fails, the previous version is still what visitors get.
    fs.writeFileSync(file, JSON.stringify({ ...TEST_CLOUD_CONFIG, menu: [] }));
    const kept = await built.inject({ method: 'GET', url: `${INDEX}?t=2` });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(kept.json()).toEqual(TEST_CLOUD_CONFIG);
    const again = await built.inject({
      method: 'GET',
      url: INDEX,
      headers: { 'if-none-match': String(kept.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const refused = (await health(built)).contentRefused ?? [];
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ file: 'sites/localhost/index.json' });
    expect(refused[0]?.problems.join('\n')).toContain('sites/localhost/index.json $.menu');

    // A restart during the bad edit still has the version that passed.
    const restarted = await buildTestApp({ contentDir: dir, auth: { dataDir } });
    try {
      expect((await restarted.inject({ method: 'GET', url: INDEX })).json()).toEqual(TEST_CLOUD_CONFIG);
    } finally {
      await restarted.close();
    }

    // Fixed: the new version is served and /health has nothing to say.
    const fixed = {
      ...TEST_CLOUD_CONFIG,
      settings: { ...TEST_CLOUD_CONFIG.settings, websiteTitle: '新标题' },
    };
    fs.writeFileSync(file, `${JSON.stringify(fixed)}\n`);
    expect((await built.inject({ method: 'GET', url: `${INDEX}?t=3` })).json()).toEqual(fixed);
    expect((await health(built)).contentRefused).toEqual([]);
  });

  it('refuses a site file that never passed, with a bilingual 500', async () => {
    dir = makeContentDir();
    fs.writeFileSync(
      path.join(dir, 'sites/localhost/index.json'),
      JSON.stringify({ ...TEST_CLOUD_CONFIG, menu: [] }),
    );
    app = await buildTestApp({ contentDir: dir });
    const refused = await app.inject({ method: 'GET', url: INDEX });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ code: 500, msg: '站点内容配置无效：localhost', data: null });
  });

  it('refuses a site config that is not JSON, and leaves other files alone', async () => {
    dir = makeContentDir();
    app = await buildTestApp({ contentDir: dir });
    fs.writeFileSync(path.join(dir, 'sites/localhost/config.json'), '{ broken');
    const refused = await app.inject({ method: 'GET', url: '/files/sites/localhost/config.json' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().msg).toContain('站点内容配置无效：localhost');
    expect((await app.inject({ method: 'GET', url: '/files/i18n/general.json' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/files/sites/nowhere/index.json' })).statusCode).toBe(
      404,
    );
  });
});
