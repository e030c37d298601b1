import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, UPLOADS_PATH } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp, tableCounts } from '../../test-support/accounts';
import { MAX_IMAGE_BYTES } from './routes';
import { pngImage } from '../../test-support/images';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

// A real image: the routes decode every one (issue 41 item 6).
const PNG = await pngImage(8, 3);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

function multipart(files: { name: string; body: Buffer; type?: string }[]) {
  const boundary = '----marathon-test-boundary';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(url: string, files: { name: string; body: Buffer; type?: string }[], token?: string) {
  const { payload, headers } = multipart(files);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { token } : {}) } });
}

async function login(): Promise<string> {
  const user = await insertUser(app.context.db);
  return createSession(app.context.db, user.id);
}

describe('uploadImage and uploadFile', () => {
  it('stores an image checked by its bytes and serves it back with its type', async () => {
    app = await buildAuthApp();
    const token = await login();
    const response = await upload(
      endpoints.uploadImage.path,
      [{ name: '头像.png', body: PNG, type: 'image/png' }],
      token,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { url: string; name: string; size: number };
    expect(data).toMatchObject({ name: '头像.png', size: PNG.length });
    expect(data.url).toMatch(/^\/user-center\/uploads\/[0-9a-f-]{36}\.png$/);
    const link = await app.inject({
      method: 'POST',
      url: endpoints.uploadLink.path,
      payload: { url: data.url },
      headers: { token },
    });
    const served = await app.inject({ method: 'GET', url: link.json().data.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('uploadFile takes a pdf', async () => {
    app = await buildAuthApp();
    const token = await login();
    const response = await upload(endpoints.uploadFile.path, [{ name: 'report.pdf', body: PDF }], token);
    expect(response.json().code).toBe(0);
  });

  it.each([
    [
      'an executable named .png',
      endpoints.uploadImage.path,
      { name: 'photo.png', body: EXE, type: 'image/png' },
      400,
    ],
    ['a pdf named .png', endpoints.uploadImage.path, { name: 'photo.png', body: PDF }, 400],
    ['a png named .pdf', endpoints.uploadFile.path, { name: 'report.pdf', body: PNG }, 400],
    ['a pdf on uploadImage', endpoints.uploadImage.path, { name: 'report.pdf', body: PDF }, 400],
    ['an .exe', endpoints.uploadFile.path, { name: 'setup.exe', body: EXE }, 400],
    [
      'an .html with markup',
      endpoints.uploadFile.path,
      { name: '<script>.html', body: Buffer.from('<script>alert(1)</script>') },
      400,
    ],
    ['an empty file', endpoints.uploadFile.path, { name: 'empty.pdf', body: Buffer.alloc(0) }, 400],
    [
      'an oversized image',
      endpoints.uploadImage.path,
      { name: 'big.png', body: Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]) },
      413,
    ],
  ])('refuses %s with a clear message and writes nothing', async (_case, url, file, status) => {
    app = await buildAuthApp();
    const token = await login();
    const before = await tableCounts(app);
    const response = await upload(url, [file], token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      code: status,
      data: null,
      msg: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    expect(await tableCounts(app)).toEqual(before);
  });

  it('takes one file per call', async () => {
    app = await buildAuthApp();
    const token = await login();
    const response = await upload(
      endpoints.uploadImage.path,
      [
        { name: 'a.png', body: PNG },
        { name: 'b.png', body: PNG },
      ],
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('每次只能上传一个文件');
    expect((await tableCounts(app)).uploads).toBe(0);
  });

  it('needs a live session', async () => {
    app = await buildAuthApp();
    const response = await upload(endpoints.uploadImage.path, [{ name: 'a.png', body: PNG }]);
    expect(response.statusCode).toBe(401);
    expect((await tableCounts(app)).uploads).toBe(0);
  });

  it('serves nothing for a name outside the store', async () => {
    app = await buildAuthApp();
    const response = await app.inject({
      method: 'GET',
      url: `${UPLOADS_PATH}/..%2F..%2Fmarathon.sqlite`,
    });
    expect(response.statusCode).toBe(404);
  });
});
