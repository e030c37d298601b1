import { setTimeout as delay } from 'node:timers/promises';
import { Pool } from 'undici';

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

/** Rounds over every upstream a call may take (within its timeout), and the pause before each further round. */
const ROUND_PAUSES_MS = [0, 100, 400];
/** How long an upstream that could not answer is asked only after the others. */
const REST_MS = 2_000;

const isRetriedError = (error: unknown): boolean =>
  RETRIED_ERRORS.includes(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * The API processes this server reaches (API_INTERNAL_URL: one address, or several), one undici Pool each. A call
 * starts on the next upstream in turn and, when it meets a refused or broken connection or a "not now" answer,
 * goes on at once to each other upstream, in order: so restarting any one API process costs no visitor a page,
 * however many calls are in flight (a shared balancer's turn may hand a retry back to the stopping process). An
 * upstream that could not answer is asked last for a short while; when none can, the call takes another round or
 * two after a pause before giving up. The calls are reads (a POST here reads a race's information), so making one
 * twice is harmless.
 */
export class ApiUpstreams {
  private readonly pools: Pool[];
  /** The upstream the next call starts on. */
  private turn = 0;
  /** Until when (ms) each upstream is asked after the others. */
  private readonly restingUntil: number[];
  /** The path the upstreams' API sits under (empty, or e.g. /api behind the site's own edge). */
  private readonly prefix: string;

  constructor(readonly urls: readonly string[]) {
    if (urls.length === 0) throw new Error('no API upstream');
    const prefixes = new Set(urls.map((url) => new URL(url).pathname.replace(/\/+$/, '')));
    if (prefixes.size > 1) throw new Error(`the API upstreams differ in their path: ${urls.join(', ')}`);
    this.prefix = [...prefixes][0] ?? '';
    this.pools = urls.map(
      (url) =>
        // Idle connections are closed before the API's own keep-alive (Fastify's 72 s) would drop them under a call.
        new Pool(new URL(url).origin, { keepAliveTimeout: 4_000, connections: 32 }),
    );
    this.restingUntil = urls.map(() => 0);
  }

  /** This call's order of upstreams: from the next in turn, those resting after the others. */
  private order(): number[] {
    const start = this.turn;
    this.turn = (this.turn + 1) % this.pools.length;
    const now = Date.now();
    const inTurn = this.pools.map((_, i) => (start + i) % this.pools.length);
    return [
      ...inTurn.filter((i) => (this.restingUntil[i] ?? 0) <= now),
      ...inTurn.filter((i) => (this.restingUntil[i] ?? 0) > now),
    ];
  }

  /** One call, tried on the upstreams in turn until one answers; throws when none does in time. */
  async send(call: UpstreamRequest): Promise<UpstreamAnswer> {
    const signal = AbortSignal.timeout(call.timeoutMs);
    let last: UpstreamAnswer | null = null;
    let lastError: unknown = null;
    for (const pause of ROUND_PAUSES_MS) {
      if (pause > 0) await delay(pause, undefined, { signal });
      for (const index of this.order()) {
        try {
          const answer = await this.tryOn(index, call, signal);
          if (!RETRIED_STATUSES.includes(answer.status)) {
            this.restingUntil[index] = 0;
            return answer;
          }
          last = answer;
        } catch (error) {
          if (signal.aborted || !isRetriedError(error)) throw error;
          lastError = error;
        }
        this.restingUntil[index] = Date.now() + REST_MS;
      }
    }
    // The last answer of a process that could not answer goes back as it is (a 503), not as an error.
    if (last) return last;
    throw lastError instanceof Error ? lastError : new Error(`${call.path}: no API process answered`);
  }

  private async tryOn(index: number, call: UpstreamRequest, signal: AbortSignal): Promise<UpstreamAnswer> {
    const pool = this.pools[index];
    if (!pool) throw new Error(`no upstream ${index}`);
    const answer = await pool.request({
      method: call.method,
      path: `${this.prefix}${call.path}`,
      headers: call.headers,
      ...(call.body !== undefined ? { body: call.body } : {}),
      signal,
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

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}
