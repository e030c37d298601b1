/**
 * SQLSTATEs that say the database, not the query, failed: class 08 (the connection), 57P01–57P03 (the server is
 * shutting down, restarting or not accepting connections yet: a restart or a failover), 53300 (too many
 * connections).
 */
const UNAVAILABLE_STATES = /^(08|57P0[123]$|53300$)/;

/** What Node says when the server cannot be reached or the connection breaks. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What the pg driver and its pool say, with no code, when a connection ends under a query, an attempt to connect
 * times out, or a connection already broken is asked again.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database could not be reached or its connection was lost (rather than a query of
 * ours failing): such a request is answered 503 "try again in a moment", not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)))
    return true;
  // FATAL ends the session, whatever the state says (a database refusing connections, a role refused): the
  // query never ran, and the next connection may well succeed.
  if ((error as { severity?: unknown }).severity === 'FATAL') return true;
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))) return true;
  // AggregateError (a host name with several addresses, none reachable) and errors wrapping a cause.
  const inner = [
    ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
    ...('cause' in error ? [error.cause] : []),
  ];
  return inner.some((cause) => cause !== error && isDatabaseUnavailable(cause));
}
