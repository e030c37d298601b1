import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, uploadLinkSchema } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp } from '../../test-support/accounts';
import { enrolStaff } from '../staff/staff.test-support';
import { LINK_LIFETIME_MS, signedUploadPath } from './signed-link';
import { pngImage } from '../../test-support/images';

/*
 * Residence proofs, ID photos and certificates are private: their stored address alone serves nothing. The owner
 * (their session) and staff members allowed to read documents get a signed address that works for a few minutes.
 */
let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

// A real image: the routes decode every one (issue 41 item 6).
const PNG = await pngImage(8, 3);

let phones = 0;
async function login(): Promise<string> {
  phones += 1;
  const user = await insertUser(app.context.db, { phone: `1370000${String(phones).padStart(4, '0')}` });
  return createSession(app.context.db, user.id);
}

async function uploadAs(token: string): Promise<string> {
  const boundary = '----private-files-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="residence.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: endpoints.uploadImage.path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  });
  return (response.json().data as { url: string }).url;
}

function askLink(body: unknown, headers: Record<string, string>, path: string = endpoints.uploadLink.path) {
  return app.inject({ method: 'POST', url: path, payload: body as object, headers });
}

describe('private uploaded files', () => {
  it('are not served by their stored address, without a token or with one (zh and en)', async () => {
    app = await buildAuthApp();
    const token = await login();
    const url = await uploadAs(token);
    const bare = await app.inject({ method: 'GET', url });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({
      code: 403,
      msg: '此文件不公开，请在您的账户中打开',
      data: null,
    });
    const withToken = await app.inject({ method: 'GET', url, headers: { token, 'accept-language': 'en' } });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json().msg).toBe('This file is private: open it from your account');
    expect(bare.rawPayload.includes(PNG)).toBe(false);
  });

  it('are served to their owner through a signed address that lasts minutes', async () => {
    app = await buildAuthApp();
    const token = await login();
    const url = await uploadAs(token);
    const before = Date.now();
    const answer = await askLink({ url }, { token });
    expect(answer.statusCode).toBe(200);
    const link = uploadLinkSchema.parse(answer.json().data);
    expect(link.url.startsWith(`${url}?`)).toBe(true);
    expect(link.expiresAt).toBeGreaterThan(before);
    expect(link.expiresAt).toBeLessThanOrEqual(Date.now() + LINK_LIFETIME_MS);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const served = await app.inject({ method: 'GET', url: link.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Kept by the visitor's browser no longer than the address lives, never by a shared cache.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(LINK_LIFETIME_MS / 1000);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('are refused to another account as if they did not exist, and to a visitor', async () => {
    app = await buildAuthApp();
    const url = await uploadAs(await login());
    const stranger = await askLink({ url }, { token: await login() });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 404, msg: '文件不存在', data: null });
    const missing = await askLink(
      { url: '/user-center/uploads/00000000-0000-4000-8000-000000000000.png' },
      { token: await login() },
    );
    expect(missing.json()).toEqual(stranger.json());
    expect((await askLink({ url }, {})).statusCode).toBe(401);
    expect(
      (await askLink({ url: 'https://elsewhere.example/x.png' }, { token: await login() })).statusCode,
    ).toBe(400);
  });

  it('refuse a signature that was altered, moved to another file or has expired', async () => {
    app = await buildAuthApp();
    const token = await login();
    const url = await uploadAs(token);
    const other = await uploadAs(token);
    const link = uploadLinkSchema.parse((await askLink({ url }, { token })).json().data);
    const query = link.url.slice(link.url.indexOf('?'));
    const moved = await app.inject({ method: 'GET', url: `${other}${query}` });
    expect(moved.statusCode).toBe(403);
    const altered = await app.inject({
      method: 'GET',
      url: link.url.replace(/signature=../, 'signature=00'),
    });
    expect(altered.statusCode).toBe(403);
    const later = await app.inject({
      method: 'GET',
      url: link.url.replace(/expires=\d+/, `expires=${Math.floor(link.expiresAt / 1000) + 3600}`),
    });
    expect(later.statusCode).toBe(403);
    const secret = app.context.config.auth?.captchaSecret ?? '';
    const name = url.slice(url.lastIndexOf('/') + 1);
    const expired = await app.inject({
      method: 'GET',
      url: signedUploadPath(secret, name, Date.now() - 1000),
      headers: { 'accept-language': 'en' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe('This link has expired: open the file again from its page');
  });

  it('are opened by a staff member allowed to read documents, recorded, and by no one else', async () => {
    app = await buildAuthApp();
    const url = await uploadAs(await login());
    const reviewer = await enrolStaff(app, 'reviewer', '审核员乙');
    const organisers = await askLink({ url }, reviewer.headers, endpoints.uploadLinkForReview.path);
    expect(organisers.statusCode).toBe(200);
    const link = uploadLinkSchema.parse(organisers.json().data);
    expect((await app.inject({ method: 'GET', url: link.url })).rawPayload.equals(PNG)).toBe(true);
    const recorded = await app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'document.link')
      .execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      staff_id: reviewer.memberId,
      staff_name: '审核员乙',
      record_type: 'upload',
      record_id: url.slice(url.lastIndexOf('/') + 1),
    });
    // A results officer's role does not open documents; a runner's session is not a staff session.
    const officer = await enrolStaff(app, 'results-officer');
    expect((await askLink({ url }, officer.headers, endpoints.uploadLinkForReview.path)).statusCode).toBe(
      403,
    );
    const runner = await askLink({ url }, { token: await login() }, endpoints.uploadLinkForReview.path);
    expect(runner.statusCode).toBe(401);
  });
});
