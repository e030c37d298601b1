import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { endpoints } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp, tableCounts } from '../../test-support/accounts';
import { xlsxOf } from '../../test-support/results-files';
import { bmpImage, phoneJpeg, pngClaiming, pngImage } from '../../test-support/images';

/*
 * Issue 41 item 6: uploads were believed by their first bytes (2,008 random bytes behind a PNG signature were
 * taken as an image) and ID photos kept their EXIF, a camera's GPS position included. Images are now decoded and
 * re-encoded on the server; documents are checked by their structure.
 */

let app: FastifyInstance;
afterEach(async () => app?.close());

async function start(): Promise<string> {
  app = await buildAuthApp();
  return createSession(app.context.db, (await insertUser(app.context.db)).id);
}

async function upload(token: string, url: string, name: string, body: Buffer, language = 'zh') {
  const boundary = '----real-content-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
      token,
    },
  });
}

async function served(token: string, url: string): Promise<Buffer> {
  const link = await app.inject({
    method: 'POST',
    url: endpoints.uploadLink.path,
    payload: { url },
    headers: { token },
  });
  return (await app.inject({ method: 'GET', url: link.json().data.url })).rawPayload;
}

/** Expects a 400 in Chinese and in English, each matching, and nothing stored. */
async function expectRefused(token: string, url: string, name: string, body: Buffer, zh: RegExp, en: RegExp) {
  for (const [language, reason] of [
    ['zh', zh],
    ['en', en],
  ] as const) {
    const answer = await upload(token, url, name, body, language);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().msg).toMatch(reason);
  }
  expect((await tableCounts(app)).uploads).toBe(0);
}

describe('uploaded images are decoded, not believed', () => {
  it('refuses 2,008 random bytes behind a PNG signature, in both languages', async () => {
    const token = await start();
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(2000),
    ]);
    await expectRefused(
      token,
      endpoints.uploadImage.path,
      'photo.png',
      fake,
      /图片无法读取/,
      /cannot be read/,
    );
  });

  it('stores a phone JPEG without its EXIF (camera, GPS), turned as its orientation said', async () => {
    const token = await start();
    const original = await phoneJpeg(60, 40);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('GpsTestCamera')).toBe(true);
    expect(before.orientation).toBe(6);

    const answer = await upload(token, endpoints.uploadImage.path, '证件照.jpg', original);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { url: string; size: number };
    expect(data.url).toMatch(/\.jpg$/);
    const stored = await served(token, data.url);
    expect(stored.length).toBe(data.size);
    expect(stored.includes('GpsTestCamera')).toBe(false);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 60×40 picture stands 40×60 once applied.
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it('refuses an image whose content is another format than its name says', async () => {
    const token = await start();
    const jpeg = await phoneJpeg(8, 8);
    await expectRefused(
      token,
      endpoints.uploadImage.path,
      'photo.png',
      jpeg,
      /文件格式不正确|与文件类型不符/,
      /File format incorrect|does not match its type/,
    );
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const token = await start();
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    await expectRefused(token, endpoints.uploadImage.path, 'bomb.png', bomb, /像素过多/, /too many pixels/);
  });

  it('refuses a PNG cut short', async () => {
    const token = await start();
    const png = await pngImage(64, 64);
    const cut = png.subarray(0, png.length - 20);
    await expectRefused(token, endpoints.uploadImage.path, 'cut.png', cut, /图片无法读取/, /cannot be read/);
  });

  it('stores a 24-bit BMP as a PNG', async () => {
    const token = await start();
    const answer = await upload(token, endpoints.uploadImage.path, 'scan.bmp', bmpImage(7, 5));
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { url: string };
    expect(data.url).toMatch(/\.png$/);
    const meta = await sharp(await served(token, data.url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 7, 5]);
  });
});

describe('uploaded documents are checked by their structure', () => {
  it('takes a real workbook and refuses a ZIP signature named .xlsx', async () => {
    const token = await start();
    const real = await upload(token, endpoints.uploadFile.path, 'times.xlsx', xlsxOf([['bib'], ['A1']]));
    expect(real.statusCode, real.body).toBe(200);
    await app.close();
    const again = await start();
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(500)]);
    await expectRefused(again, endpoints.uploadFile.path, 'times.xlsx', fake, /不符/, /does not match/);
  });

  it('refuses a PDF header with no PDF behind it', async () => {
    const token = await start();
    const fake = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);
    await expectRefused(token, endpoints.uploadFile.path, 'report.pdf', fake, /不符/, /does not match/);
  });
});
