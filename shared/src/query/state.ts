/** Where a load stands: not started (a lookup before its first search), running, answered or failed. */
export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** A load and its retry, as a component sees it. */
export interface Query<T> {
  state: QueryState<T>;
  /** Loads again (a failed cached load was forgotten, so it asks the server afresh). */
  retry: () => void;
}

/** The text of a failure: the API's message (ApiError is an Error), else the thrown value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Two loads as one: loading while either is, failed if either failed, and a retry of both. */
export function bothQueries<A, B>(a: Query<A>, b: Query<B>): Query<[A, B]> {
  const retry = () => {
    a.retry();
    b.retry();
  };
  if (a.state.status === 'error') return { state: a.state, retry };
  if (b.state.status === 'error') return { state: b.state, retry };
  if (a.state.status === 'success' && b.state.status === 'success') {
    return { state: { status: 'success', data: [a.state.data, b.state.data] }, retry };
  }
  return { state: { status: 'loading' }, retry };
}
