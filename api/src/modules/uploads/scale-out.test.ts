import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp, tableCounts } from '../../test-support/accounts';
import { pngImage } from '../../test-support/images';

const apps: FastifyInstance[] = [];
let s3: LocalS3 | undefined;
let dbDir = '';
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await s3?.close();
  s3 = undefined;
  if (dbDir) fs.rmSync(dbDir, { recursive: true, force: true });
});

// A real image: the routes decode every one (issue 41 item 6).
const PNG = await pngImage(8, 3);

function multipart(name: string, body: Buffer) {
  const boundary = '----scale-out-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Two API servers on one database and one bucket, each with its own (empty) data folder. */
async function twoServers(): Promise<[FastifyInstance, FastifyInstance]> {
  s3 = await startLocalS3();
  dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-scale-'));
  const database = { kind: 'sqlite' as const, file: path.join(dbDir, 'shared.sqlite') };
  const first = await buildAuthApp({ database, uploadStorage: s3.config });
  apps.push(first);
  const second = await buildAuthApp({ database, uploadStorage: s3.config });
  apps.push(second);
  return [first, second];
}

// Two app builds and a local S3 server each: generous limits for a busy two-core machine.
describe('uploads on an S3-compatible store', { timeout: 60_000 }, () => {
  it('a file uploaded through one server is served by another', async () => {
    const [first, second] = await twoServers();
    const user = await insertUser(first.context.db);
    const token = await createSession(first.context.db, user.id);
    const { payload, headers } = multipart('号码布.png', PNG);
    const uploaded = await first.inject({
      method: 'POST',
      url: endpoints.uploadImage.path,
      payload,
      headers: { ...headers, token },
    });
    expect(uploaded.json()).toMatchObject({ code: 0, data: { name: '号码布.png', size: PNG.length } });
    const { url } = uploaded.json().data as { url: string };
    // The owner's signed address, made by the first server, opens the file on the second (one CAPTCHA_SECRET).
    const link = await first.inject({
      method: 'POST',
      url: endpoints.uploadLink.path,
      payload: { url },
      headers: { token },
    });
    const served = await second.inject({ method: 'GET', url: link.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Nothing was written to either server's own disk.
    const dataDir = first.context.config.auth?.dataDir ?? '';
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('a bucket that refuses the write stores no row and answers 503, not 500', async () => {
    s3 = await startLocalS3();
    const app = await buildAuthApp({ uploadStorage: { ...s3.config, bucket: 'no-such-bucket' } });
    apps.push(app);
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    const { payload, headers } = multipart('a.png', PNG);
    const response = await app.inject({
      method: 'POST',
      url: endpoints.uploadImage.path,
      payload,
      headers: { ...headers, token },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, msg: '文件存储暂不可用，请稍后再试', data: null });
    const english = await app.inject({
      method: 'POST',
      url: endpoints.uploadImage.path,
      payload,
      headers: { ...headers, token, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      code: 503,
      msg: 'File storage is unavailable, please try again later',
      data: null,
    });
    expect((await tableCounts(app)).uploads).toBe(0);
  });
});
