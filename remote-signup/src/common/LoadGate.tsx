import type { Query } from '@marathon/shared';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from './LoadState';

/** What a page shows for a load: a spinner, the failure with a retry, or its content once the data is there. */
export function LoadGate<T>({ load, children }: { load: Query<T>; children: (data: T) => ReactNode }) {
  const { state } = load;
  if (state.status === 'success') return <>{children(state.data)}</>;
  if (state.status === 'error') return <LoadFailed error={state.error} onRetry={load.retry} />;
  return <Loading />;
}
