import type { z } from '../../zod';
import type { StaffPermission } from '../staff';

/**
 * How a call's body travels: JSON, form-encoded (the login call), multipart (uploads), the exact bytes as sent
 * (a payment provider's signed notification, read as text by its route), or no body at all.
 */
type BodyKind = 'json' | 'form' | 'multipart' | 'raw' | 'none';

/**
 * Who may call: anyone, a logged-in runner (header `token`), a signed-in member of the organisers' staff (header
 * `x-staff-session`, with the endpoint's `permission` when it names one), or a timing company (header
 * `x-timing-key`, a key per provider). The client sends the token whenever the session holds one; `auth` says when
 * the server requires it.
 */
type EndpointAuth = 'public' | 'token' | 'staff' | 'timingKey';

/** A binary answer (an SVG, an HTML page, a script): no envelope, read as bytes. */
export const FILE_ANSWER = 'file';
type FileAnswer = typeof FILE_ANSWER;

/**
 * One API call, declared once for the client and the server: method, path, how the body travels, the schemas of
 * its query, body and answer (`data` of the envelope), and who may call it.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly bodyKind: BodyKind;
  /** Schema of the query string; absent when the call takes none. */
  readonly query?: z.ZodType;
  /** Schema of a JSON or form body; a multipart body is a FormData checked by the route itself. */
  readonly body?: z.ZodType;
  /** Schema of the envelope's `data`, or FILE_ANSWER for a file. */
  readonly answer: z.ZodType | FileAnswer;
  readonly auth: EndpointAuth;
  /** What a staff call needs of the member's role (auth `staff`); absent: any signed-in member. */
  readonly permission?: StaffPermission;
}

/** Declares an endpoint; keeps its literal types so the helpers can read the schemas back. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Schema<E, K extends 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a caller passes as the query (before the schema's coercions and defaults); `undefined` when it takes none. */
export type EndpointQuery<E extends Endpoint> = [Schema<E, 'query'>] extends [never]
  ? undefined
  : z.input<Schema<E, 'query'>>;

/** What a caller passes as the body: a FormData for multipart, nothing for a call without a body. */
export type EndpointBody<E extends Endpoint> = E['bodyKind'] extends 'multipart'
  ? FormData
  : [Schema<E, 'body'>] extends [never]
    ? undefined
    : z.input<Schema<E, 'body'>>;

/** The query as the server's handler receives it, after its schema. */
export type EndpointParsedQuery<E extends Endpoint> = [Schema<E, 'query'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'query'>>;

/** The body as the server's handler receives it, after its schema; multipart bodies are read by the route. */
export type EndpointParsedBody<E extends Endpoint> = [Schema<E, 'body'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'body'>>;

/** What a call answers once parsed: the envelope's `data`, or a Blob for a file. */
export type EndpointAnswer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : Blob;

/** What the server's handler returns for a JSON answer (before the schema's defaults, which the client applies). */
export type EndpointReply<E extends Endpoint> = E['answer'] extends z.ZodType ? z.input<E['answer']> : never;
