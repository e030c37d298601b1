import type { FetchError, FetchOptions } from 'ofetch';
import { OS_ID, REQUEST_TIMEOUT_MS, TERMINAL_TYPE, type Language } from '../constants';
import { showMessage } from '../feedback/messages';
import { i18n } from '../i18n/instance';
import { ApiError, TRANSPORT_ERROR_CODE, UNAUTHORIZED_CODE } from './api-error';
import { noteSessionUse } from '../session/session-use';
import { isEnvelope, type Envelope } from './envelope';
import { loadOfetch } from './load-ofetch';

export interface HttpClientOptions {
  baseURL: string;
  osId?: number;
  timeout?: number;
  getToken: () => string | null;
  /**
   * The header the token travels in: `token` (a runner's session, the default) or `x-staff-session` (the
   * organisers' console). Only the runner's token slides the runner's session renewal.
   */
  tokenHeader?: 'token' | 'x-staff-session';
  /** The visitor's language: the API writes its messages in it (Accept-Language). Chinese when absent. */
  getLanguage?: () => Language;
  /** A call that sent a token was answered 401: the session ended on the server. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | FormData | URLSearchParams;
  /** Send the body form-encoded (the login call). */
  form?: boolean;
  /** Failures reject without a page message (send-code, register and reset failures). */
  silent?: boolean;
  signal?: AbortSignal;
}

const BINARY_TYPES =
  /application\/octet-stream|image\/|application\/pdf|application\/zip|spreadsheet|ms-excel|msword|officedocument/;

/** ofetch's own error, told by its name: the class itself loads with ofetch, after this module. */
function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

/** The error name behind a failed fetch: ofetch wraps the abort reason, which may be a DOMException or an Error. */
function causeName(error: unknown): string | undefined {
  const cause = isFetchError(error) ? (error.cause ?? error) : error;
  return cause instanceof Error || cause instanceof DOMException ? cause.name : undefined;
}

const isTimeout = (error: unknown): boolean => causeName(error) === 'TimeoutError';
const isAbort = (error: unknown): boolean => causeName(error) === 'AbortError';

function isNetworkFailure(error: unknown): boolean {
  if (isTimeout(error) || isAbort(error)) return false;
  if (!isFetchError(error)) return error instanceof TypeError;
  return error.response === undefined;
}

/** ofetch drops its own timeout when the caller passes a signal: combine both so the 60 s rule always holds. */
function requestSignal(timeout: number, signal: AbortSignal | undefined): AbortSignal {
  const timer = AbortSignal.timeout(timeout);
  return signal ? AbortSignal.any([timer, signal]) : timer;
}

/** The Accept-Language of a call: the API answers its messages in the visitor's language only. */
export function acceptLanguage(language: Language): string {
  return language === 'en' ? 'en' : 'zh-CN';
}

export interface HttpClient {
  /** The whole envelope of a successful call, or a Blob for binary answers. */
  request<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  download(path: string, options?: RequestOptions): Promise<Blob>;
  /** The headers every call carries (terminal, osId, language, and the token while there is a session). */
  headers(): Record<string, string>;
  readonly baseURL: string;
}

/** The HTTP rules (headers, envelope, timeouts, page messages on failure), over ofetch. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const osId = options.osId ?? OS_ID;
  const tokenHeader = options.tokenHeader ?? 'token';

  function headers(): Record<string, string> {
    const token = options.getToken();
    const result: Record<string, string> = {
      terminalType: String(TERMINAL_TYPE),
      osId: String(osId),
      // CORS-safelisted: asking for a language costs no preflight.
      'Accept-Language': acceptLanguage(options.getLanguage?.() ?? 'zh'),
    };
    if (token) result[tokenHeader] = token;
    return result;
  }

  function report(error: ApiError, silent: boolean | undefined): never {
    if (!silent) showMessage('error', error.message, { closable: true });
    throw error;
  }

  /**
   * `file`: the call is a download. An empty file answers 'no data found' (the query matched nothing) rather than
   * the generic empty-answer error.
   */
  async function raw(path: string, request: RequestOptions, file = false): Promise<unknown> {
    // The token header goes out only when the token is non-empty; a 401 means the session ended only then, and
    // only for that token: an answer to a call made before a log-out (a renewal sent by the click on 'log out')
    // says nothing of the visitor's state now.
    const sentToken = options.getToken() || null;
    const fetchOptions: FetchOptions<'json' | 'blob'> = {
      baseURL: options.baseURL,
      method: request.method ?? 'GET',
      headers: headers(),
      query: request.query,
      retry: 0,
      signal: requestSignal(options.timeout ?? REQUEST_TIMEOUT_MS, request.signal),
      ignoreResponseError: true,
    };
    // A download is read as bytes whatever its type: ofetch would read an SVG or a CSV as text.
    if (file) fetchOptions.responseType = 'blob';
    if (request.body !== undefined) {
      fetchOptions.body =
        request.form && !(request.body instanceof FormData) && !(request.body instanceof URLSearchParams)
          ? new URLSearchParams(
              Object.entries(request.body).map(([k, v]) => [
                k,
                v === undefined || v === null ? '' : String(v),
              ]),
            )
          : request.body;
    }
    let response;
    try {
      response = await (await loadOfetch()).raw(path, fetchOptions);
    } catch (error) {
      if (isAbort(error)) {
        // The caller cancelled (a page left before its answer came): nothing to tell the visitor.
        throw new ApiError('aborted', TRANSPORT_ERROR_CODE, undefined);
      }
      if (isNetworkFailure(error)) {
        return report(new ApiError(i18n.t('http.networkFailed'), TRANSPORT_ERROR_CODE, undefined), false);
      }
      const text = isTimeout(error)
        ? i18n.t('http.timeout')
        : error instanceof Error
          ? error.message
          : String(error);
      return report(new ApiError(text, TRANSPORT_ERROR_CODE, undefined), request.silent);
    }
    const contentType = response.headers.get('content-type') ?? '';
    let body: unknown = response._data;
    if (file && body instanceof Blob && /json/.test(contentType) && body.size > 0) {
      // A download refused with the JSON envelope: read it as one.
      body = await body.text().then((text) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      });
    }
    const empty =
      body === undefined || body === null || body === '' || (body instanceof Blob && body.size === 0);
    if (file && response.ok && empty) {
      return report(new ApiError(i18n.t('http.noDataFound'), TRANSPORT_ERROR_CODE, body), request.silent);
    }
    if (body instanceof Blob && (file || BINARY_TYPES.test(contentType))) return body;
    if (empty) {
      return report(new ApiError(i18n.t('http.emptyResponse'), TRANSPORT_ERROR_CODE, body), request.silent);
    }
    if (!isEnvelope(body)) {
      const text = response.ok ? i18n.t('http.emptyResponse') : `${response.status} ${response.statusText}`;
      return report(new ApiError(text, TRANSPORT_ERROR_CODE, body), request.silent);
    }
    if (body.code === 0) {
      // The server slid the session with this call: the activity renewal waits from now (session/renewal.ts).
      if (sentToken && tokenHeader === 'token') noteSessionUse();
      return body;
    }
    if (body.code === UNAUTHORIZED_CODE && sentToken && options.getToken() === sentToken)
      options.onUnauthorized?.();
    return report(new ApiError(body.msg || 'Error', body.code, body), request.silent);
  }

  return {
    baseURL: options.baseURL,
    headers,
    async request<T>(path: string, request: RequestOptions = {}) {
      return (await raw(path, request)) as Envelope<T>;
    },
    async download(path: string, request: RequestOptions = {}) {
      // Export rules: an empty file says 'no data found', a JSON error its msg (both in raw), and a success
      // that carries no file 'no data'; each is shown like any failed call.
      const result = await raw(path, request, true);
      if (result instanceof Blob) return result;
      return report(new ApiError(i18n.t('http.noData'), TRANSPORT_ERROR_CODE, result), request.silent);
    },
  };
}
