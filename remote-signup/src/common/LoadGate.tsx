import type { ReactNode } from 'react';
import { LoadFailed, Loading } from './LoadState';
import type { Loaded } from './use-load';

/** Two loads as one: loading while either is, failed if either failed, and a retry of both. */
export function bothLoaded<A, B>(a: Loaded<A>, b: Loaded<B>): Loaded<[A, B]> {
  return {
    data: a.data !== null && b.data !== null ? [a.data, b.data] : null,
    error: a.error ?? b.error,
    loading: a.loading || b.loading,
    reload: () => {
      a.reload();
      b.reload();
    },
  };
}

/** What a page shows for a load: a spinner, the failure with a retry, or its content once the data is there. */
export function LoadGate<T>({ load, children }: { load: Loaded<T>; children: (data: T) => ReactNode }) {
  if (load.loading) return <Loading />;
  if (load.error || load.data === null) return <LoadFailed error={load.error} onRetry={load.reload} />;
  return <>{children(load.data)}</>;
}
