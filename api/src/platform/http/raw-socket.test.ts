import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildApp } from '../../main/app';
import { createSession } from '../../modules/accounts/session/session-repository';
import { insertUser } from '../../modules/accounts/users.test-support';
import { testConfig } from '../../test-support/test-app';

/** What the server logged, one parsed pino line each. */
let logLines: { level: number; msg: string; err?: { stack?: string } }[] = [];
let app: FastifyInstance | undefined;
let dataDir = '';

afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A listening app whose log is kept in `logLines`: these requests never get past Node's parser in inject. */
async function listen(): Promise<number> {
  logLines = [];
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-raw-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  });
  app = await buildApp({
    config: testConfig({
      auth: { dataDir, captchaSecret: 'test-secret-test-secret', scryptLogN: 10, codeOutbox: true },
    }),
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Sends raw bytes and reads everything the server writes until it closes the connection. */
function exchange(port: number, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(bytes);
  });
}

/** The status and JSON body of each answer in a raw response stream. */
function answers(raw: string): { status: number; body: { code: number; msg: string; data: unknown } }[] {
  const found: { status: number; body: { code: number; msg: string; data: unknown } }[] = [];
  const pattern = /HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw)) !== null) {
    const length = Number(/content-length: (\d+)/i.exec(match[2] ?? '')?.[1] ?? 0);
    const start = pattern.lastIndex;
    const body = Buffer.from(raw.slice(start)).subarray(0, length).toString('utf8');
    pattern.lastIndex = start + body.length;
    found.push({ status: Number(match[1]), body: JSON.parse(body) });
  }
  return found;
}

const noErrorsLogged = () => expect(logLines.filter((line) => line.level >= 50)).toEqual([]);

describe('requests refused before any route', () => {
  it('answers a request the HTTP parser rejects with our envelope', async () => {
    const port = await listen();
    const raw = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    const [answer] = answers(raw);
    expect(answer?.status).toBe(400);
    // No request was parsed, so no language was asked for: the site's default, Chinese alone.
    expect(answer?.body).toEqual({ code: 400, msg: '请求格式无效', data: null });
    noErrorsLogged();
  });

  it('answers headers over 16 KB with a 431 envelope', async () => {
    const port = await listen();
    const raw = await exchange(
      port,
      `GET ${endpoints.health.path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    const [answer] = answers(raw);
    expect(answer?.status).toBe(431);
    expect(answer?.body).toEqual({ code: 431, msg: '请求头过大', data: null });
    noErrorsLogged();
  });

  it('answers a request followed by junk bytes, then refuses the junk, without a server error', async () => {
    const port = await listen();
    const raw = await exchange(
      port,
      `GET ${endpoints.health.path} HTTP/1.1\r\nHost: x\r\n\r\n\u0000\u0001junk junk\r\n\r\n`,
    );
    // The parser may refuse the junk before the first request's answer is written: then only the 400 arrives,
    // and the first request runs on a closed socket (no client address), which must not throw either.
    const statuses = answers(raw).map((answer) => answer.status);
    expect(statuses).toContain(400);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    noErrorsLogged();
  });

  it('answers a CORS preflight without its method with our envelope', async () => {
    const port = await listen();
    const raw = await exchange(
      port,
      `OPTIONS ${endpoints.health.path} HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:8000\r\nConnection: close\r\n\r\n`,
    );
    const [answer] = answers(raw);
    expect(answer?.status).toBe(400);
    expect(answer?.body).toMatchObject({ code: 400, data: null, msg: expect.stringMatching(/预检/) });
    noErrorsLogged();
  });

  it('still answers a real preflight', async () => {
    const port = await listen();
    const raw = await exchange(
      port,
      `OPTIONS ${endpoints.health.path} HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:8000\r\n` +
        'Access-Control-Request-Method: POST\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 204/);
    expect(raw.toLowerCase()).toContain('access-control-allow-origin: http://localhost:8000');
  });

  it('logs an upload the visitor aborts as one short line, not an error with a stack', async () => {
    const port = await listen();
    if (!app) throw new Error('no app');
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    const boundary = 'abort-boundary';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${endpoints.uploadImage.path} HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n` +
            '\u0089PNG\r\n\u001a\n' +
            'x'.repeat(1000),
        );
        // Let the server start reading the file before the visitor goes away.
        setTimeout(() => socket.destroy(), 300);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await expect
      .poll(() => logLines.some((line) => line.msg === 'upload aborted by the client'), {
        timeout: 20_000,
      })
      .toBe(true);
    noErrorsLogged();
    expect(logLines.filter((line) => line.err?.stack)).toEqual([]);
  });
});
