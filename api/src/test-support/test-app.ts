import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { buildApp } from '../main/app';
import type { AppConfig } from '../platform/config/config';
import { dropOnClose, freshTestDatabase } from './test-database';

/** Site config of the temporary content directory: the shape sites/<domain>/config.json must have. */
export const TEST_SITE_CONFIG = {
  logo: 'images/logo.svg',
  copyright: '版权所有 © 扬州鉴真国际半程马拉松组委会',
  copyrightEn: 'Copyright © Yangzhou Jianzhen International Half Marathon',
  websiteRegInfo: [{ id: 1, label: '苏ICP备2025000000号', link: 'https://beian.miit.gov.cn' }],
  adListTop: [],
};

/** The smallest cloud config (sites/<domain>/index.json) the file host accepts: one menu entry, the home page. */
export const TEST_CLOUD_CONFIG = {
  settings: { websiteTitle: '扬州鉴真国际半程马拉松', logo: 'images/logo.svg' },
  menu: ['/home'],
  routes: [
    {
      path: '/',
      name: 'Layout',
      redirect: '/home',
      meta: { title: '首页' },
      children: [{ path: 'home', name: 'Home', component: 'HomePage', meta: { title: '首页' } }],
    },
  ],
};

/** A content directory of its own for each test app, so edits to api/content never break these tests. */
export function makeContentDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-content-'));
  const write = (relative: string, body: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), body);
  };
  write('sites/localhost/config.json', JSON.stringify(TEST_SITE_CONFIG, null, 2));
  write('sites/localhost/index.json', JSON.stringify(TEST_CLOUD_CONFIG, null, 2));
  write(
    'i18n/general.json',
    JSON.stringify({ zh: { general: { register: '报名' } }, en: { general: { register: 'Register' } } }),
  );
  write(
    'i18n/race.json',
    JSON.stringify({ zh: { race: { funRun: '欢乐跑' } }, en: { race: { funRun: 'Fun Run' } } }),
  );
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
  write('.secret', 'not for the public');
  // Big enough (> 1 KiB) for the compression threshold.
  write(
    'i18n/big.json',
    JSON.stringify({ zh: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, `值${i}`])) }),
  );
  return dir;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'sqlite', file: ':memory:' },
    corsOrigins: null,
    contentDir: overrides.contentDir ?? makeContentDir(),
    cipher: { ...DEV_CIPHER_CONFIG },
    nodeEnv: 'test',
    logLevel: 'silent',
    rateLimitPerMinute: 10_000,
    trustProxy: false,
    ...overrides,
  };
}

/**
 * A fresh app on a fresh database (unless overridden): in memory on SQLite, or a database of its own when the
 * test project runs on PostgreSQL. Close it after the test.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /** More to remove when the app closes (the caller's temporary folders). */
  alsoOnClose: () => void = () => {},
): Promise<FastifyInstance> {
  const database = overrides.database ? undefined : await freshTestDatabase();
  const config = testConfig(database ? { ...overrides, database: database.config } : overrides);
  const drop = dropOnClose(database);
  const app = await buildApp({
    config,
    onClose: async (closing) => {
      await drop(closing);
      // Temporary content made for this app goes with it.
      if (overrides.contentDir === undefined) fs.rmSync(config.contentDir, { recursive: true, force: true });
      alsoOnClose();
    },
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return app;
}
