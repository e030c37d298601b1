import {
  FILE_ANSWER,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
} from '../api/endpoints/define';
import { showMessage } from '../feedback/messages';
import { i18n } from '../i18n/instance';
import { ApiError, TRANSPORT_ERROR_CODE } from './api-error';
import type { HttpClient, RequestOptions } from './client';
import { api } from './site-client';

type QueryPart<E extends Endpoint> =
  EndpointQuery<E> extends undefined ? { query?: undefined } : { query: EndpointQuery<E> };
type BodyPart<E extends Endpoint> =
  EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> };

/** What a call takes: its query and body, typed from its endpoint, and how it runs. */
export type CallInput<E extends Endpoint> = QueryPart<E> &
  BodyPart<E> & {
    /** Cancels the call (a page left before its answer came): rejects with code -1, shows nothing. */
    signal?: AbortSignal;
    /** Failures reject without a page message (the caller shows them its own way). */
    silent?: boolean;
  };

/** The input is optional only for a call that needs neither a query nor a body. */
export type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Calls one endpoint of the API and answers its parsed `data` (or a Blob for a file). */
export type Call = <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<EndpointAnswer<E>>;

/** Query values go in the URL as text; absent ones are left out. */
function queryOf(query: unknown): RequestOptions['query'] {
  if (query === undefined || query === null) return undefined;
  const result: NonNullable<RequestOptions['query']> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    result[key] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  }
  return result;
}

/** "photos.0.path", or "data" for the whole answer: where the answer first differs from its schema. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : 'data';
}

/**
 * `call` over one client: the embedded login binds it to its own client (another base URL), every other app uses
 * the default `call`, bound to the page's client. A function is read at each call, so the client may be
 * configured after this is made.
 */
export function createCall(client: HttpClient | (() => HttpClient)): Call {
  const clientOf = typeof client === 'function' ? client : () => client;
  return async <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointAnswer<E>> => {
    const http = clientOf();
    const options: RequestOptions = {
      method: endpoint.method,
      query: queryOf(input?.query),
      signal: input?.signal,
      silent: input?.silent,
    };
    const body: unknown = input?.body;
    if (body !== undefined && endpoint.bodyKind !== 'none') {
      options.body = body as RequestOptions['body'];
      options.form = endpoint.bodyKind === 'form';
    }
    const answer: Endpoint['answer'] = endpoint.answer;
    if (answer === FILE_ANSWER) return (await http.download(endpoint.path, options)) as EndpointAnswer<E>;
    const envelope = await http.request<unknown>(endpoint.path, options);
    const parsed = answer.safeParse(envelope.data);
    if (parsed.success) return parsed.data as EndpointAnswer<E>;
    const path = issuePath(parsed.error.issues[0]?.path ?? []);
    const error = new ApiError(i18n.t('http.answerMismatch', { path }), TRANSPORT_ERROR_CODE, envelope);
    if (!input?.silent) showMessage('error', error.message, { closable: true });
    throw error;
  };
}

/** Calls the API through the page's client (configured once by `configureApi`). */
export const call: Call = createCall(api);
