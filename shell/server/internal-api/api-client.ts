import type { Endpoint, EndpointAnswer, EndpointBody, EndpointQuery } from '@marathon/shared/api';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { internalCallHeaders } from '@marathon/shared/internal-call';
import type { Language } from '@marathon/shared/language-cookie';
import { ApiUpstreams, type UpstreamAnswer } from './upstreams';

/**
 * What a read from the API (or its file host) came to:
 * - `data`: the answer, checked with its schema (the endpoint's, or the file's);
 * - `refused`: the API's own refusal (an envelope code other than 0; for a file, its 404), with its message;
 * - `unavailable`: no process answered in time, or answered something that is not the contract's (a 5xx, a body
 *   that fails its schema): never reported as a refusal.
 */
export type ApiOutcome<T> =
  { data: T } | { refused: { status: number; code: number; msg: string } } | { unavailable: string };

/** A schema as this client uses one: zod's safeParse. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** A JSON endpoint of the table (files and downloads are read with `file`). */
type JsonEndpoint = Endpoint & { answer: Schema<unknown> };

/** A call's query and body, typed from its endpoint as the browser's `call` types them. */
export type CallParts<E extends Endpoint> = (EndpointQuery<E> extends undefined
  ? { query?: undefined }
  : { query: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

export interface CallOptions {
  /** The longest the call may take over every upstream tried. */
  timeoutMs: number;
  /** A call for one visitor: it spends that visitor's limits at the API, and carries the visitor's request id. */
  visitor?: { address: string; requestId: string };
  /** The API writes its messages in this language. */
  language?: Language;
}

/** Query values go in the URL as text; absent ones are left out (as the browser's client writes them). */
function queryText(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The shell's server's one client of the API, over the shared endpoint table: a call's path, method, query and
 * body come from its endpoint, and its answer is checked with the endpoint's answer schema, as the browser's
 * `call` does. Every call goes through the balanced upstreams, as this server itself (INTERNAL_API_KEY: a budget of
 * its own) or for one visitor. Files of the API's file host are read through the same upstreams; a file host
 * elsewhere (a CDN) is fetched at its own address.
 */
export class InternalApi {
  private readonly upstreams: ApiUpstreams;

  constructor(
    upstreams: readonly string[],
    private readonly internalApiKey: string | null,
  ) {
    this.upstreams = new ApiUpstreams(upstreams);
  }

  private headers(options: CallOptions, json: boolean): Record<string, string> {
    return {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(options.visitor ? { 'x-request-id': options.visitor.requestId } : {}),
      ...(options.language ? { 'accept-language': options.language === 'en' ? 'en' : 'zh-CN' } : {}),
      ...(this.internalApiKey ? internalCallHeaders(this.internalApiKey, options.visitor?.address) : {}),
    };
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions & { maxBytes?: number },
    body?: unknown,
  ): Promise<UpstreamAnswer | { unavailable: string }> {
    try {
      return await this.upstreams.send({
        method,
        path,
        headers: this.headers(options, body !== undefined),
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        timeoutMs: options.timeoutMs,
        ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      });
    } catch (error) {
      return { unavailable: `${path}: ${(error as Error).message}` };
    }
  }

  /** One call of the endpoint table, its answer checked with the endpoint's schema. */
  async call<E extends JsonEndpoint>(
    endpoint: E,
    parts: CallParts<E>,
    options: CallOptions,
  ): Promise<ApiOutcome<EndpointAnswer<E>>> {
    const path = `${endpoint.path}${queryText(parts.query)}`;
    const body = endpoint.bodyKind === 'json' ? (parts.body ?? {}) : undefined;
    const answer = await this.send(endpoint.method, path, options, body);
    if ('unavailable' in answer) return answer;
    const envelope = parsedJson(answer.body) as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
    if (typeof envelope?.code !== 'number') {
      return { unavailable: `${endpoint.path}: HTTP ${answer.status} without the API's envelope` };
    }
    if (envelope.code !== 0) {
      // A process that could not answer (the last upstream's 5xx) is not a refusal of the call.
      if (answer.status >= 500) return { unavailable: `${endpoint.path}: HTTP ${answer.status}` };
      const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
      return { refused: { status: answer.status, code: envelope.code, msg } };
    }
    const parsed = endpoint.answer.safeParse(envelope.data);
    return parsed.success
      ? { data: parsed.data as EndpointAnswer<E> }
      : { unavailable: `${endpoint.path}: an answer that fails its schema (${parsed.error.message})` };
  }

  /**
   * A file's bytes at its public address (`withHost(path, runtime.fileHost)` or the image host's): read through the
   * upstreams when it is on the API's file host, else fetched where it is. A 404 is the file host's refusal; a
   * file longer than `maxBytes` is unavailable.
   */
  async bytes(
    url: string,
    runtime: Pick<RuntimeConfig, 'apiBase'>,
    options: CallOptions & { maxBytes?: number },
  ): Promise<ApiOutcome<{ type: string; body: Buffer }>> {
    let answer: UpstreamAnswer | { unavailable: string };
    if (url.startsWith(`${runtime.apiBase}/`)) {
      answer = await this.send('GET', url.slice(runtime.apiBase.length), options);
    } else {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        const body = Buffer.from(await response.arrayBuffer());
        answer =
          options.maxBytes !== undefined && body.length > options.maxBytes
            ? { unavailable: `${url}: more than ${options.maxBytes} bytes` }
            : { status: response.status, type: response.headers.get('content-type') ?? '', body };
      } catch (error) {
        answer = { unavailable: `${url}: ${(error as Error).message}` };
      }
    }
    if ('unavailable' in answer) return answer;
    if (answer.status === 404) return { refused: { status: 404, code: 404, msg: 'no such file' } };
    if (answer.status !== 200) return { unavailable: `${url}: HTTP ${answer.status}` };
    return { data: { type: answer.type, body: answer.body } };
  }

  /** A JSON file at its public address, checked with its schema (see `bytes`). */
  async file<T>(
    url: string,
    schema: Schema<T>,
    runtime: Pick<RuntimeConfig, 'apiBase'>,
    options: CallOptions,
  ): Promise<ApiOutcome<T>> {
    const read = await this.bytes(url, runtime, options);
    if (!('data' in read)) return read;
    const parsed = schema.safeParse(parsedJson(read.data.body));
    return parsed.success
      ? { data: parsed.data }
      : { unavailable: `${url}: a file that fails its schema (${parsed.error.message})` };
  }

  close(): Promise<void> {
    return this.upstreams.close();
  }
}
