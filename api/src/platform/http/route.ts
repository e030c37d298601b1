import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_CODE,
  FILE_ANSWER,
  type Endpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointReply,
  type StaffPermission,
} from '@marathon/shared/api';
import type { SessionUser } from '../../kernel/session-user';
import type { StaffActor } from '../../kernel/staff-actor';
import { ApiFailure, bilingual } from './api-failure';
import { ok } from './envelope';
import { sendCacheable } from './http-cache';
import { parseInput } from './validate';

/**
 * How a route checks who calls: the accounts module answers runners' sessions, the staff module staff sessions.
 * main/ gives them (`provideRouteAuth`) before any module registers a route; routes read them per request.
 */
export interface RouteAuth {
  /** The live session of the call (auth `token`), or a refusal ("session expired"). */
  session(request: FastifyRequest): Promise<SessionUser>;
  /**
   * The staff member of the call (auth `staff`, header x-staff-session): 401 without a live staff session, 403
   * when their role lacks `permission` (undefined: any signed-in member).
   */
  staff(request: FastifyRequest, permission: StaffPermission | undefined): Promise<StaffActor>;
}

export function provideRouteAuth(app: FastifyInstance, auth: RouteAuth): void {
  app.decorate('routeAuth', auth);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route checks of who calls (see RouteAuth). */
    routeAuth: RouteAuth;
    /** Every JSON answer is checked against its endpoint's answer schema (tests): a mismatch answers 500. */
    checkAnswers: boolean;
  }
  interface FastifyContextConfig {
    /** The endpoint a route was registered from (`route`); the route registry refuses API routes without one. */
    endpoint?: Endpoint;
  }
}

type AnswersFile<E extends Endpoint> = E['answer'] extends typeof FILE_ANSWER ? true : false;

/** What a handler is given: the request, its reply, and its input parsed with the endpoint's schemas. */
export interface RouteInput<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  /** The live session of a call that needs one (auth `token`); checked before the input is parsed. */
  session: E['auth'] extends 'token' ? SessionUser : undefined;
  /** The staff member of a staff call (auth `staff`), checked with the endpoint's permission first. */
  staff: E['auth'] extends 'staff' ? StaffActor : undefined;
}

/** A value and everything in it read-only: constant answers (the country list, the region tree) are frozen. */
type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** A JSON answer is the envelope's data; a file answer is sent by the handler, which returns the reply. */
export type RouteAnswer<E extends Endpoint> =
  AnswersFile<E> extends true ? FastifyReply : EndpointReply<E> | Frozen<EndpointReply<E>>;

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<RouteAnswer<E>>;

interface CommonRouteOptions<E extends Endpoint> {
  /** Fastify's route config: the rate limit of the route. */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  bodyLimit?: number;
  /**
   * Runs first, before the session and the input are checked, so its headers are on failures too (no-store, the
   * short cache of a lookup's miss), or to refuse early.
   */
  before?: (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;
  /**
   * Parses the body in place of the endpoint's body schema, for a body whose shape decides the schema (the login
   * call) or that may be absent; it must answer the type the endpoint's schema does.
   */
  parseBody?: (body: unknown) => EndpointParsedBody<E>;
  /**
   * A public answer that is the same for everyone: sent with a shared cache lifetime and an ETag, so a
   * revalidation is answered 304 (JSON answers only).
   */
  cache?: AnswersFile<E> extends true ? never : { maxAgeSeconds: number };
}

/** A timing company's calls need a check of their key (it refuses the call, or lets it through). */
export type RouteOptions<E extends Endpoint> = CommonRouteOptions<E> &
  (E['auth'] extends 'timingKey'
    ? { timingKey: (request: FastifyRequest) => Promise<void> }
    : { timingKey?: never });

/** Serialised once per answer object: a constant answer (the region tree) is not stringified on every call. */
const serialised = new WeakMap<object, string>();

function envelopeText(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(ok(data));
  let text = serialised.get(data);
  if (text === undefined) {
    text = JSON.stringify(ok(data));
    serialised.set(data, text);
  }
  return text;
}

/** Constant answers already found to match (the region tree is checked once, not on every call). */
const checked = new WeakSet<object>();

/** Tests only: an answer that differs from the shared schema answers 500, naming the call and the field. */
function checkAnswer(endpoint: Endpoint, data: unknown): void {
  if (endpoint.answer === FILE_ANSWER) return;
  if (typeof data === 'object' && data !== null && checked.has(data)) return;
  const result = endpoint.answer.safeParse(data);
  if (result.success) {
    if (typeof data === 'object' && data !== null) checked.add(data);
    return;
  }
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'data'}: ${issue.message}`)
    .join('; ');
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new ApiFailure(
    API_CODE.serverError,
    bilingual(
      `应答不符合接口约定（${call}）：${issues}`,
      `The answer breaks its contract (${call}): ${issues}`,
    ),
  );
}

/** A route's own rate limit, with the shell's server's own calls given their budget instead of the route's. */
function withRouteBudget(
  app: FastifyInstance,
  config: CommonRouteOptions<Endpoint>['config'],
): CommonRouteOptions<Endpoint>['config'] {
  const limit = config?.rateLimit;
  if (typeof limit !== 'object' || typeof limit.max !== 'number' || !app.hasDecorator('routeBudget')) {
    return config;
  }
  return { ...config, rateLimit: { ...limit, max: app.routeBudget(limit.max) } };
}

/**
 * Registers one API route from its endpoint: the method and path come from the table, the session (auth `token`)
 * or the staff session and its permission (auth `staff`) is checked first, then the query and body are parsed with the endpoint's
 * schemas (a mismatch is the usual bilingual 400), and the handler's answer is wrapped in the envelope. The only
 * way to add an API route: the route registry refuses one registered otherwise.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<NoInfer<E>>,
  handler: RouteHandler<NoInfer<E>>,
): void {
  const { before, parseBody, cache, timingKey, config, bodyLimit } = options as CommonRouteOptions<E> & {
    timingKey?: (request: FastifyRequest) => Promise<void>;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...withRouteBudget(app, config), endpoint },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    handler: async (request, reply) => {
      if (before) await before(request, reply);
      const session = endpoint.auth === 'token' ? await app.routeAuth.session(request) : undefined;
      const staff =
        endpoint.auth === 'staff' ? await app.routeAuth.staff(request, endpoint.permission) : undefined;
      if (endpoint.auth === 'timingKey') {
        if (!timingKey) throw new Error(`${endpoint.path} needs a timing key check`);
        await timingKey(request);
      }
      const query = endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined;
      const body = parseBody
        ? parseBody(request.body)
        : endpoint.body
          ? parseInput(endpoint.body, request.body, 'body')
          : undefined;
      const answer: unknown = await handler({
        request,
        reply,
        query: query as EndpointParsedQuery<E>,
        body: body as EndpointParsedBody<E>,
        session: session as RouteInput<E>['session'],
        staff: staff as RouteInput<E>['staff'],
      });
      if (endpoint.answer === FILE_ANSWER) return answer;
      if (app.checkAnswers) checkAnswer(endpoint, answer);
      if (cache) {
        const text = envelopeText(answer);
        return sendCacheable(request, reply, text, 'application/json; charset=utf-8', cache.maxAgeSeconds);
      }
      return ok(answer);
    },
  });
}
