import { BalancedPool, RetryAgent } from 'undici';

/** What one call through the upstreams answered: its status, its body's type and its body. */
export interface UpstreamAnswer {
  status: number;
  type: string;
  body: Buffer;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** The path and query on the API (the upstreams' common prefix is added here). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Every try on every upstream together, at most. */
  timeoutMs: number;
  /** The longest body taken (a file of the file host); longer is an error. */
  maxBytes?: number;
}

/**
 * Errors of a connection that did not carry the call (an API process stopping, not started yet, restarting):
 * the call goes to the next upstream. undici's defaults, and a connection that timed out or closed under it.
 */
const RETRIED_ERRORS = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
];
/**
 * Answers of a process that cannot answer now (starting, stopping, its database away): another may. The API's own
 * 404, 429 and refusals are answers and go back as they are.
 */
const RETRIED_STATUSES = [502, 503, 504];

/**
 * The API processes this server reaches (API_INTERNAL_URL: one address, or several), balanced by undici's
 * BalancedPool (round robin, an upstream whose connections fail is asked less) with a RetryAgent over it: a call
 * that meets a refused or broken connection or a "not now" answer is made again at once on the next upstream, so
 * restarting any one API process costs no visitor a page. The calls are reads (a POST here reads a race's
 * information), so making one twice is harmless.
 */
export class ApiUpstreams {
  private readonly pool: BalancedPool;
  private readonly agent: RetryAgent;
  /** The path the upstreams' API sits under (empty, or e.g. /api behind the site's own edge). */
  private readonly prefix: string;

  constructor(readonly urls: readonly string[]) {
    if (urls.length === 0) throw new Error('no API upstream');
    const prefixes = new Set(urls.map((url) => new URL(url).pathname.replace(/\/+$/, '')));
    if (prefixes.size > 1) throw new Error(`the API upstreams differ in their path: ${urls.join(', ')}`);
    this.prefix = [...prefixes][0] ?? '';
    this.pool = new BalancedPool(
      urls.map((url) => new URL(url).origin),
      // Idle connections are closed before the API's own keep-alive (Fastify's 72 s) would drop them under a call.
      { keepAliveTimeout: 4_000, connections: 32 },
    );
    this.agent = new RetryAgent(this.pool, {
      // Every upstream twice over. The balanced pool chooses by weight, not in turn, so a retry may meet the same
      // stopping process again before its failures lower its weight: with two processes and one retry each, one
      // call in a rolling restart's moment was answered 503 (the nginx journey, under load).
      maxRetries: urls.length * 2,
      minTimeout: 0,
      timeoutFactor: 1,
      // A "retry after" is the visitor's to honour, not this server's between two processes.
      retryAfter: false,
      methods: ['GET', 'POST'],
      statusCodes: RETRIED_STATUSES,
      errorCodes: RETRIED_ERRORS,
      // The last answer of a process that could not answer goes back as it is (a 503), not as an error.
      throwOnError: false,
    });
  }

  /** One call, tried on the upstreams in turn until one answers; throws when none does in time. */
  async send(call: UpstreamRequest): Promise<UpstreamAnswer> {
    const answer = await this.agent.request({
      method: call.method,
      path: `${this.prefix}${call.path}`,
      headers: call.headers,
      ...(call.body !== undefined ? { body: call.body } : {}),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    const length = Number(answer.headers['content-length'] ?? 0);
    if (call.maxBytes !== undefined && length > call.maxBytes) {
      answer.body.destroy();
      throw new Error(`${call.path}: ${length} bytes, more than ${call.maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (call.maxBytes !== undefined && size > call.maxBytes) {
        answer.body.destroy();
        throw new Error(`${call.path}: more than ${call.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    const type = answer.headers['content-type'];
    return { status: answer.statusCode, type: String(type ?? ''), body: Buffer.concat(chunks) };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
