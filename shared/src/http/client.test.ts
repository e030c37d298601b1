import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessagesStore } from '../feedback/messages';
import { ApiError } from './api-error';
import { createHttpClient } from './client';
import type { HttpClientOptions } from './client';

/** What the test server saw of each request. */
interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OCTET_BYTES = [0, 1, 2, 250, 251, 255];

let server: Server;
let baseURL: string;
let closedPortURL: string;
let received: Received[] = [];

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://test.invalid');
  received.push({
    method: req.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: req.headers,
    body,
  });
  switch (url.pathname) {
    case '/ok':
      return json(res, 200, { code: 0, msg: 'success', data: { raceId: 'r-2025', count: 40920 } });
    case '/business-error':
      return json(res, 200, { code: 1001, msg: 'Race not found', data: { hint: 'check the domain' } });
    case '/business-error-no-msg':
      return json(res, 200, { code: 1002, msg: '', data: null });
    case '/http-400':
      return json(res, 400, { code: 400, msg: 'Bad request body', data: null });
    case '/http-500':
      return json(res, 500, { code: 500, msg: 'Server exploded', data: null });
    case '/unauthorized':
      return json(res, 200, { code: 401, msg: 'Token expired', data: null });
    case '/empty':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end();
    case '/octet':
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void res.end(Buffer.from(OCTET_BYTES));
    case '/svg':
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return void res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    case '/empty-file':
      res.writeHead(200, { 'content-type': 'application/vnd.ms-excel' });
      return void res.end();
    case '/png':
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(Buffer.from(PNG_BYTES));
    case '/file':
      res.writeHead(200, { 'content-type': url.searchParams.get('type') ?? 'application/octet-stream' });
      return void res.end(Buffer.from(OCTET_BYTES));
    case '/bad-gateway':
      res.writeHead(502, { 'content-type': 'text/plain' });
      return void res.end('upstream down');
    case '/never':
      return; // Never answers: only the client's timeout ends the call.
    default:
      return json(res, 404, { code: 404, msg: 'No such path', data: null });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    // happy-dom's fetch applies CORS like a browser: the page origin differs from the server's.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'token, terminalType, osId, content-type',
      });
      return void res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A port that was just free and is now closed: connecting is refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPortURL = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  useMessagesStore.setState({ messages: [] });
});

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseURL, getToken: () => null, ...overrides });
}

/** The ApiError a call rejected with (fails the test if it resolved or rejected with something else). */
async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => new Error('the call resolved'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const lastRequest = (): Received => {
  const request = received.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};

const shownMessages = () => useMessagesStore.getState().messages.map(({ kind, text }) => ({ kind, text }));

describe('request headers', () => {
  it('sends terminalType 3 and osId 1002, and no token header without a token', async () => {
    await client().request('/ok');
    const { headers } = lastRequest();
    expect(headers.terminaltype).toBe('3');
    expect(headers.osid).toBe('1002');
    expect(headers).not.toHaveProperty('token');
  });

  it('sends the token header when a token is present', async () => {
    await client({ getToken: () => 'tok-123' }).request('/ok');
    expect(lastRequest().headers.token).toBe('tok-123');
    expect(lastRequest().headers.terminaltype).toBe('3');
    expect(lastRequest().headers.osid).toBe('1002');
  });

  it("asks for the visitor's language at each call (Accept-Language), Chinese by default", async () => {
    let language: 'zh' | 'en' = 'en';
    const api = client({ getLanguage: () => language });
    await api.request('/ok');
    expect(lastRequest().headers['accept-language']).toBe('en');
    language = 'zh';
    await api.request('/ok');
    expect(lastRequest().headers['accept-language']).toBe('zh-CN');
    await client().request('/ok');
    expect(lastRequest().headers['accept-language']).toBe('zh-CN');
  });

  it('reads the token at each call, so a login or logout applies to the next request', async () => {
    let token: string | null = null;
    const api = client({ getToken: () => token });
    await api.request('/ok');
    expect(lastRequest().headers).not.toHaveProperty('token');
    token = 'fresh-token';
    await api.request('/ok');
    expect(lastRequest().headers.token).toBe('fresh-token');
    token = null;
    await api.request('/ok');
    expect(lastRequest().headers).not.toHaveProperty('token');
  });

  it('sends query parameters', async () => {
    await client().request('/ok', { query: { raceId: 7, domainName: 'run.example.com' } });
    expect(lastRequest().query).toEqual({ raceId: '7', domainName: 'run.example.com' });
  });
});

describe('a code 0 answer', () => {
  it('a GET and a POST both answer its data', async () => {
    await expect(
      client()
        .request('/ok')
        .then((envelope) => envelope.data),
    ).resolves.toEqual({
      raceId: 'r-2025',
      count: 40920,
    });
    await expect(
      client()
        .request('/ok', { method: 'POST', body: { raceId: 'r-2025' } })
        .then((envelope) => envelope.data),
    ).resolves.toEqual({ raceId: 'r-2025', count: 40920 });
  });

  it('request() returns the whole envelope', async () => {
    await expect(client().request('/ok')).resolves.toEqual({
      code: 0,
      msg: 'success',
      data: { raceId: 'r-2025', count: 40920 },
    });
  });

  it('shows no message', async () => {
    await client().request('/ok');
    expect(shownMessages()).toEqual([]);
  });
});

describe('request bodies', () => {
  it('a POST sends JSON by default', async () => {
    await client().request('/ok', { method: 'POST', body: { raceId: 'r-2025', n: 3 } });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ raceId: 'r-2025', n: 3 });
  });

  it('form: true sends application/x-www-form-urlencoded (the login call)', async () => {
    await client().request('/ok', {
      method: 'POST',
      body: { loginType: 0, phone: '13812345678', password: 'a+b/c=', encryptType: 1, captcha: undefined },
      form: true,
    });
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({
      loginType: '0',
      phone: '13812345678',
      password: 'a+b/c=',
      encryptType: '1',
      captcha: '',
    });
  });
});

describe('a business error (code other than 0)', () => {
  it('rejects with an ApiError carrying the server msg, the code and the full body', async () => {
    const error = await rejection(client().request('/business-error'));
    expect(error.message).toBe('Race not found');
    expect(error.code).toBe(1001);
    expect(error.body).toEqual({ code: 1001, msg: 'Race not found', data: { hint: 'check the domain' } });
  });

  it('falls back to the message "Error" when msg is empty', async () => {
    const error = await rejection(client().request('/business-error-no-msg'));
    expect(error.message).toBe('Error');
    expect(error.code).toBe(1002);
    expect(error.body).toEqual({ code: 1002, msg: '', data: null });
  });

  it('shows a red, closable message with the server msg', async () => {
    await rejection(client().request('/business-error'));
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'error', text: 'Race not found', closable: true }),
    ]);
  });

  it('shows nothing when the call is silent, but still rejects', async () => {
    const error = await rejection(
      client().request('/business-error', { method: 'POST', body: {}, silent: true }),
    );
    expect(error.message).toBe('Race not found');
    expect(shownMessages()).toEqual([]);
  });

  it.each([
    ['400', '/http-400', 400, 'Bad request body'],
    ['500', '/http-500', 500, 'Server exploded'],
  ])('an HTTP %s with an envelope body behaves the same', async (_status, path, code, msg) => {
    const error = await rejection(client().request(path));
    expect(error).toMatchObject({ code, message: msg, body: { code, msg, data: null } });
    expect(shownMessages()).toEqual([{ kind: 'error', text: msg }]);
  });

  it('an HTTP error without an envelope rejects as a transport error naming the status', async () => {
    const error = await rejection(client().request('/bad-gateway'));
    expect(error.code).toBe(-1);
    expect(error.message).toContain('502');
    expect(shownMessages()).toEqual([{ kind: 'error', text: error.message }]);
  });
});

describe('an empty answer', () => {
  it("rejects with '出错了！' and shows it", async () => {
    const error = await rejection(client().request('/empty'));
    expect(error.message).toBe('出错了！');
    expect(error.code).toBe(-1);
    expect(shownMessages()).toEqual([{ kind: 'error', text: '出错了！' }]);
  });
});

describe('binary answers (returned whole)', () => {
  it('download() returns an application/octet-stream answer as a Blob', async () => {
    const blob = await client({ getToken: () => 'tok' }).download('/octet');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/octet-stream');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(OCTET_BYTES);
    expect(lastRequest().headers.token).toBe('tok');
  });

  it('download() returns an image/png answer as a Blob', async () => {
    const blob = await client().download('/png');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(PNG_BYTES);
  });

  it.each([
    'application/pdf',
    'application/zip',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ])('download() returns a %s answer as a Blob', async (type) => {
    const blob = await client().download('/file', { query: { type } });
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(OCTET_BYTES);
  });

  it('download() returns an application/vnd.ms-excel (.xls) answer as a Blob', async () => {
    const blob = await client().download('/file', { query: { type: 'application/vnd.ms-excel' } });
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(OCTET_BYTES);
  });

  it('download() of a JSON business error rejects with its msg and shows it', async () => {
    const error = await rejection(client().download('/business-error'));
    expect(error.message).toBe('Race not found');
    expect(shownMessages()).toEqual([{ kind: 'error', text: 'Race not found' }]);
  });

  it('download() of a successful JSON answer (no file) rejects with "no data" and shows it', async () => {
    const error = await rejection(client().download('/ok'));
    expect(error.message).toBe('暂无数据');
    expect(shownMessages()).toEqual([{ kind: 'error', text: '暂无数据' }]);
  });

  it('download() returns an SVG (which fetch helpers read as text) as a Blob', async () => {
    const blob = await client().download('/svg');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('download() of an empty file rejects with "no data found" and shows it', async () => {
    const error = await rejection(client().download('/empty-file'));
    expect(error.message).toBe('未查询到数据');
    expect(shownMessages()).toEqual([{ kind: 'error', text: '未查询到数据' }]);
  });

  it('download() of an empty answer without a file type also says "no data found"', async () => {
    const error = await rejection(client().download('/empty'));
    expect(error.message).toBe('未查询到数据');
  });
});

describe('transport failures', () => {
  it("a refused connection rejects with code -1 and shows '网络连接失败，请刷新'", async () => {
    const error = await rejection(
      createHttpClient({ baseURL: closedPortURL, getToken: () => null }).request('/ok'),
    );
    expect(error.code).toBe(-1);
    expect(error.message).toBe('网络连接失败，请刷新');
    expect(error.body).toBeUndefined();
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'error', text: '网络连接失败，请刷新' }),
    ]);
  });

  it('the timeout option ends a call the server never answers', async () => {
    const started = Date.now();
    const error = await rejection(client({ timeout: 100 }).request('/never'));
    expect(error.code).toBe(-1);
    expect(error.body).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lastRequest().path).toBe('/never');
  });

  it("a timed-out call rejects with the timeout text '请求超时，请稍后重试'", async () => {
    const error = await rejection(client({ timeout: 100 }).request('/never'));
    expect(error.message).toBe('请求超时，请稍后重试');
  });

  it('the timeout still applies when the caller passes an AbortSignal', async () => {
    const call = client({ timeout: 100 }).request('/never', { signal: new AbortController().signal });
    const outcome = await Promise.race([
      call.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('still pending after 1 s'), 1000)),
    ]);
    expect(outcome).toBe('rejected');
  });
});

describe('code 401 (the session ended on the server)', () => {
  it('calls onUnauthorized when the call sent a token', async () => {
    const onUnauthorized = vi.fn();
    const error = await rejection(
      client({ getToken: () => 'old-token', onUnauthorized }).request('/unauthorized'),
    );
    expect(error.code).toBe(401);
    expect(error.message).toBe('Token expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized when no token was sent', async () => {
    const onUnauthorized = vi.fn();
    const error = await rejection(client({ getToken: () => null, onUnauthorized }).request('/unauthorized'));
    expect(error.code).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other business codes', async () => {
    const onUnauthorized = vi.fn();
    await rejection(client({ getToken: () => 'tok', onUnauthorized }).request('/business-error'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized when the token is an empty string (no token header was sent)', async () => {
    const onUnauthorized = vi.fn();
    await rejection(client({ getToken: () => '', onUnauthorized }).request('/unauthorized'));
    expect(lastRequest().headers).not.toHaveProperty('token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
