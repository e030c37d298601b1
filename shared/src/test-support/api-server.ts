import { userCenterEndpoints } from '../api/endpoints/user-center';
import { configureApi } from '../http/site-client';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string's parameters (GET calls carry their input there). */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The body as text (multipart bodies too: tests look for the file part's headers). */
  body: string;
}

export interface Answer {
  status?: number;
  /** The envelope's data on success; with `code` other than 0, the envelope's msg. */
  data?: unknown;
  code?: number;
  msg?: string;
}

export type Route = (request: ReceivedRequest) => Answer | Promise<Answer>;

export interface ApiTestServer {
  /** Every request seen, oldest first. */
  received: ReceivedRequest[];
  /** Answers a path (without the per-test prefix) from now on. */
  route: (path: string, handler: Route) => void;
  /**
   * Points the page's one API client at a fresh prefix of this server. Loaders that cache per API base (countries,
   * regions) start empty under a new prefix, so each test sees its own first load.
   */
  useFreshBase: () => string;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers in the API's envelope, so tests run the real client (ofetch for
 * calls, XMLHttpRequest for uploads) against the network, as the page does. happy-dom applies CORS like a browser.
 */
export async function startApiServer(): Promise<ApiTestServer> {
  // Uploads are private: every view of one asks for its signed address, as the API answers it.
  const routes = new Map<string, Route>([[userCenterEndpoints.uploadLink.path, uploadLinkAnswer]]);
  const received: ReceivedRequest[] = [];
  let prefixCount = 0;

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    // Strip the per-test prefix `/t<n>` (see useFreshBase).
    const path = url.pathname.replace(/^\/t\d+(?=\/)/, '');
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    received.push(request);
    const route = routes.get(path);
    const answer: Answer = route ? await route(request) : { status: 404, code: 404, msg: 'No such path' };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ code: answer.code ?? 0, msg: answer.msg ?? 'success', data: answer.data ?? null }),
    );
  }

  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers':
          'token, x-staff-session, terminalType, osId, content-type, accept-language',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    route: (path, handler) => routes.set(path, handler),
    useFreshBase: () => {
      prefixCount += 1;
      const baseURL = `${origin}/t${prefixCount}`;
      configureApi({ baseURL });
      return baseURL;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The signed address the API answers for a stored upload (uploadLink): the url with a test signature. */
function uploadLinkAnswer(request: ReceivedRequest): Answer {
  const { url } = JSON.parse(request.body) as { url: string };
  const expiresAt = Date.now() + 10 * 60_000;
  return { data: { url: `${url}?expires=${Math.floor(expiresAt / 1000)}&signature=test`, expiresAt } };
}

/** The upload call's answer for a multipart body: the stored url of the file part's name. */
export function uploadAnswer(request: ReceivedRequest, storedName = 'stored.png'): Answer {
  const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
  return { data: { url: `/user-center/uploads/${storedName}`, name, size: request.body.length } };
}
