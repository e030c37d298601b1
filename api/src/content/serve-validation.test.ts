import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeContentDir, TEST_CLOUD_CONFIG } from '../test-support/test-app';

let app: FastifyInstance | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  app = undefined;
  dir = undefined;
});

const INDEX = '/files/sites/localhost/index.json';

describe('content validation on the file host', () => {
  it('serves a valid index.json, then refuses it once it is broken, and serves it again once fixed', async () => {
    dir = makeContentDir();
    app = await buildTestApp({ contentDir: dir });
    const file = path.join(dir, 'sites/localhost/index.json');
    expect((await app.inject({ method: 'GET', url: `${INDEX}?t=1` })).json()).toEqual(TEST_CLOUD_CONFIG);

    fs.writeFileSync(file, JSON.stringify({ ...TEST_CLOUD_CONFIG, menu: [] }));
    const refused = await app.inject({ method: 'GET', url: `${INDEX}?t=2` });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({
      code: 500,
      msg: '站点内容配置无效：localhost',
      data: null,
    });

    fs.writeFileSync(file, `${JSON.stringify(TEST_CLOUD_CONFIG)}\n`);
    expect((await app.inject({ method: 'GET', url: `${INDEX}?t=3` })).statusCode).toBe(200);
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
