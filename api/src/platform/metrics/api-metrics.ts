import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the API counts for Prometheus, in a registry of its own per app (tests build many apps in one process; the
 * library's global registry would refuse the second). Labels stay few and bounded: a route is its pattern
 * (`/race/:year`), never the address asked for, so a scanner's junk adds no series.
 */
export interface ApiMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  /** Answers 5xx: what to alert on. */
  errors: Counter<'method' | 'route'>;
  /** Answers 429: a limit refused a client (the global budget, logins, codes, challenges, wrong keys). */
  rateLimited: Counter<'route'>;
  /** Each code send by channel (sms/email) and provider, and whether it went out. */
  codeSends: Counter<'channel' | 'provider' | 'outcome'>;
  /** Each results import through the API (the console's screen): imported, or refused with nothing changed. */
  importRuns: Counter<'outcome'>;
  /** Targets (a phone, an email) whose codes began to be slowed this hour: someone may be flooding them. */
  floodedTargets: Counter<'channel'>;
  /** Targets whose strangers' codes met the daily ceiling (once a day each): the spend alarm's signal. */
  codeDailyCeilings: Counter<'channel'>;
  /**
   * Race day: from a change heard on the live bus (or a stream opening) to its runner event written on a stream, by
   * kind (`runner`: a runner's own change; `places`: places others moved; `opening`: a stream's first states).
   */
  liveEventDelay: Histogram<'kind'>;
  /**
   * Race day: where a timing feed call spends its time, by stage (`key`: the key and budget check; `read`: the
   * kept reads of its runners; `judge`; `write`: its transaction; `notify`: telling the other processes; `handler`:
   * all of it, from the key check to the answer).
   */
  liveFeedStage: Histogram<'stage'>;
  /** Race day: events streams open on this process. */
  liveStreams: Gauge;
}

export function createApiMetrics({ processMetrics = false } = {}): ApiMetrics {
  const registry = new Registry();
  // The process's CPU, memory, event-loop lag and handles: only for the server, not for each test app.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'marathon_api_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'marathon_api_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    errors: new Counter({
      name: 'marathon_api_http_errors_total',
      help: 'HTTP requests answered with a 5xx status, by method and route pattern',
      labelNames: ['method', 'route'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'marathon_api_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'],
      registers,
    }),
    codeSends: new Counter({
      name: 'marathon_api_code_sends_total',
      help: 'Verification code sends, by channel, provider and outcome (sent or failed)',
      labelNames: ['channel', 'provider', 'outcome'],
      registers,
    }),
    importRuns: new Counter({
      name: 'marathon_api_results_imports_total',
      help: 'Results imports through the API, by outcome (imported or refused)',
      labelNames: ['outcome'],
      registers,
    }),
    floodedTargets: new Counter({
      name: 'marathon_api_code_targets_flooded_total',
      help: 'Targets whose verification codes began to be slowed within an hour (alert on a rise), by channel',
      labelNames: ['channel'],
      registers,
    }),
    codeDailyCeilings: new Counter({
      name: 'marathon_api_code_daily_ceilings_total',
      help: 'Targets whose verification codes from strangers met the daily ceiling (once a day each), by channel',
      labelNames: ['channel'],
      registers,
    }),
    liveEventDelay: new Histogram({
      name: 'marathon_live_event_delay_seconds',
      help: 'From a live change heard by this process to its runner event written on a stream, by kind (runner, places, opening)',
      labelNames: ['kind'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80],
      registers,
    }),
    liveFeedStage: new Histogram({
      name: 'marathon_live_feed_stage_seconds',
      help: 'Where a timing feed call spends its time, by stage (key, read, judge, write, notify, handler)',
      labelNames: ['stage'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
      registers,
    }),
    liveStreams: new Gauge({
      name: 'marathon_live_streams_open',
      help: 'Live events streams open on this process',
      registers,
    }),
  };
}
