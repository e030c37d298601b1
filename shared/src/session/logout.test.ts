import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints';
import { configureApi } from '../http/site-client';
import { logOut } from './logout';
import { useSessionStore } from './store';

let server: Server;
let received: { path: string; token: string | undefined }[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'token, terminalType, osId, content-type',
    };
    // The token header is not CORS-safelisted: the browser asks first.
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    received.push({ path: req.url ?? '', token: req.headers.token as string | undefined });
    res.writeHead(answerStatus, { 'content-type': 'application/json', ...cors });
    const data = req.url === endpoints.logoutEverywhere.path ? { revoked: 2 } : true;
    res.end(
      JSON.stringify(answerStatus === 200 ? { code: 0, msg: 'success', data } : { code: 500, msg: 'x' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answerStatus = 200;
  localStorage.clear();
  useSessionStore.getState().setSession('tok-1', { username: 'runner' });
});

describe('logOut', () => {
  it('asks the server to end the session with its token, then clears the store and the storage', async () => {
    await logOut();
    expect(received).toEqual([{ path: endpoints.logout.path, token: 'tok-1' }]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().userData).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('everywhere: calls the call that ends every session of the account', async () => {
    await logOut({ everywhere: true });
    expect(received).toEqual([{ path: endpoints.logoutEverywhere.path, token: 'tok-1' }]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('forgets the session here even when the server call fails, and reports the failure', async () => {
    answerStatus = 500;
    await expect(logOut()).rejects.toThrow();
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('calls nothing when there is no session', async () => {
    useSessionStore.getState().clearSession();
    await logOut();
    expect(received).toEqual([]);
  });
});
