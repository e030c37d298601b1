import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, FILE_ANSWER } from '../api/endpoints/define';
import { endpoints } from '../api/endpoints';
import { useMessagesStore } from '../feedback/messages';
import { i18n } from '../i18n/instance';
import { ApiError } from './api-error';
import { call, createCall } from './call';
import { createHttpClient } from './client';
import { configureApi } from './site-client';

/** What the test server saw of each request. */
interface Received {
  method: string;
  path: string;
  search: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let server: Server;
let baseURL: string;
let received: Received[] = [];

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://test.invalid');
  received.push({
    method: req.method ?? '',
    path: url.pathname,
    search: url.search,
    headers: req.headers,
    body,
  });
  switch (url.pathname) {
    case '/website-center/api/website/domain':
      return json(res, { code: 0, msg: 'ok', data: { raceId: 'r-2025', domainName: 'run.example.com' } });
    case '/echo':
      return json(res, { code: 0, msg: 'ok', data: { seen: body.length } });
    case '/year':
      // The answer schema defaults `status`: the caller gets it though the server left it out.
      return json(res, { code: 0, msg: 'ok', data: { year: 2025 } });
    case '/wrong-shape':
      return json(res, { code: 0, msg: 'ok', data: { year: 'twenty twenty-five' } });
    case '/svg':
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return void res.end(SVG);
    case '/slow':
      return; // Never answers: only an abort ends the call.
    default:
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ code: 404, msg: 'No such path', data: null }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    // happy-dom's fetch applies CORS like a browser: the page origin differs from the server's.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
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
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  received = [];
  useMessagesStore.setState({ messages: [] });
  await i18n.changeLanguage('zh');
});

const lastRequest = (): Received => {
  const request = received.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};

const shownMessages = () => useMessagesStore.getState().messages.map(({ kind, text }) => ({ kind, text }));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('the call resolved'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const callOver = () => createCall(createHttpClient({ baseURL, getToken: () => 'tok-1' }));

const echoJson = endpoint({
  method: 'POST',
  path: '/echo',
  bodyKind: 'json',
  body: z.object({ raceId: z.string(), n: z.number() }),
  answer: z.object({ seen: z.number() }),
  auth: 'public',
});
const echoForm = endpoint({
  method: 'POST',
  path: '/echo',
  bodyKind: 'form',
  body: z.object({ loginType: z.coerce.number(), phone: z.string(), captcha: z.string().optional() }),
  answer: z.object({ seen: z.number() }),
  auth: 'public',
});
const echoUpload = endpoint({
  method: 'POST',
  path: '/echo',
  bodyKind: 'multipart',
  query: z.object({ year: z.coerce.number() }),
  answer: z.object({ seen: z.number() }),
  auth: 'token',
});
const year = endpoint({
  method: 'GET',
  path: '/year',
  bodyKind: 'none',
  answer: z.object({ year: z.number(), status: z.enum(['draft', 'final']).default('draft') }),
  auth: 'public',
});
const wrongShape = endpoint({ ...year, path: '/wrong-shape' });
const svg = endpoint({
  method: 'GET',
  path: '/svg',
  bodyKind: 'none',
  query: z.object({ bib: z.string() }),
  answer: FILE_ANSWER,
  auth: 'public',
});
const slow = endpoint({ method: 'GET', path: '/slow', bodyKind: 'none', answer: z.null(), auth: 'public' });

describe('call(endpoint, input)', () => {
  it('sends the query of a GET from the endpoint table and answers its parsed data', async () => {
    const binding = await callOver()(endpoints.websiteDomain, { query: { domainName: 'run.example.com' } });
    expect(binding).toEqual({ raceId: 'r-2025', domainName: 'run.example.com' });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/website-center/api/website/domain',
      search: '?domainName=run.example.com',
    });
    // The HttpClient's rules still hold: its headers go out with every call.
    expect(lastRequest().headers).toMatchObject({ token: 'tok-1', terminaltype: '3', osid: '1002' });
  });

  it('sends a JSON body', async () => {
    await callOver()(echoJson, { body: { raceId: 'r-2025', n: 3 } });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ raceId: 'r-2025', n: 3 });
  });

  it('sends a form body form-encoded', async () => {
    await callOver()(echoForm, { body: { loginType: 1, phone: '13812345678' } });
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      loginType: '1',
      phone: '13812345678',
    });
  });

  it('sends a multipart body with its query', async () => {
    const form = new FormData();
    form.append('file', new File(['year,bib\n2025,A1'], 'results.csv', { type: 'text/csv' }));
    await expect(callOver()(echoUpload, { query: { year: 2025 }, body: form })).resolves.toEqual({
      seen: expect.any(Number) as number,
    });
    const request = lastRequest();
    expect(request.search).toBe('?year=2025');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="file"');
    expect(request.body).toContain('year,bib\n2025,A1');
  });

  it('answers a file as a Blob, without parsing it', async () => {
    const blob = await callOver()(svg, { query: { bib: 'A1' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe(SVG);
    expect(lastRequest().search).toBe('?bib=A1');
  });

  it('applies the answer schema: its defaults reach the caller', async () => {
    await expect(callOver()(year)).resolves.toEqual({ year: 2025, status: 'draft' });
  });

  it('rejects an answer that does not match its schema with a bilingual message naming the field', async () => {
    const error = await rejection(callOver()(wrongShape));
    expect(error.code).toBe(-1);
    expect(error.message).toBe('服务器返回的数据格式不正确（year），请稍后重试');
    expect(error.body).toEqual({ code: 0, msg: 'ok', data: { year: 'twenty twenty-five' } });
    expect(shownMessages()).toEqual([{ kind: 'error', text: error.message }]);

    await i18n.changeLanguage('en');
    useMessagesStore.setState({ messages: [] });
    const silent = await rejection(callOver()(wrongShape, { silent: true }));
    expect(silent.message).toBe(
      'The server answered data of an unexpected shape (year), please try again later',
    );
    expect(shownMessages()).toEqual([]);
  });

  it('passes business errors through as the HttpClient rejects them', async () => {
    const missing = endpoint({ ...year, path: '/missing' });
    const error = await rejection(callOver()(missing));
    expect(error).toMatchObject({ code: 404, message: 'No such path' });
  });

  it('stops when its signal aborts: rejects with code -1 and shows nothing', async () => {
    const controller = new AbortController();
    const pending = callOver()(slow, { signal: controller.signal });
    // Abort once the server has the request, so the abort ends a call in flight.
    await expect
      .poll(() => received.some((request) => request.path === '/slow'), { timeout: 10_000 })
      .toBe(true);
    controller.abort();
    const error = await rejection(pending);
    expect(error).toMatchObject({ code: -1, message: 'aborted' });
    expect(shownMessages()).toEqual([]);
  });

  it('the default call goes through the page client that configureApi made, read at each call', async () => {
    configureApi({ baseURL });
    await call(endpoints.websiteDomain, { query: { domainName: 'run.example.com' } });
    expect(lastRequest().path).toBe('/website-center/api/website/domain');
  });
});

describe('call input types (checked by the type check, which compiles this file)', () => {
  it('refuses a missing or wrong body and a body where none is taken', () => {
    const typed = createCall(createHttpClient({ baseURL: 'http://127.0.0.1:9', getToken: () => null }));
    const typeErrors = () => {
      // @ts-expect-error: the body is required
      void typed(echoJson);
      // @ts-expect-error: n must be a number
      void typed(echoJson, { body: { raceId: 'r', n: '3' } });
      // @ts-expect-error: this call takes no body
      void typed(year, { body: { year: 1 } });
      // @ts-expect-error: a multipart body is a FormData
      void typed(echoUpload, { query: { year: 2025 }, body: { file: 'x' } });
    };
    expect(typeof typeErrors).toBe('function');
  });
});

describe('query types of the lookups', () => {
  it('take a year as a number or its text, and refuse other types', () => {
    const typed = createCall(createHttpClient({ baseURL: 'http://127.0.0.1:9', getToken: () => null }));
    const typeErrors = () => {
      void typed(endpoints.score, { query: { year: 2025, bib: 'A1' } });
      void typed(endpoints.results, { query: { year: '2025', item: 'half' } });
      // @ts-expect-error: a year is a number or its text
      void typed(endpoints.score, { query: { year: true, bib: 'A1' } });
      // @ts-expect-error: the bib is required
      void typed(endpoints.score, { query: { year: 2025 } });
    };
    expect(typeof typeErrors).toBe('function');
  });
});
