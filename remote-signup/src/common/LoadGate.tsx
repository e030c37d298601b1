import type { Query } from '@marathon/shared';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from './LoadState';

/**
 * What a page shows for a load: what it waits for in words, the failure with a retry, or its content once the data
 * is there.
 */
export function LoadGate<T>({
  load,
  waitingFor,
  children,
}: {
  load: Query<T>;
  /** The wait in words, in the visitor's language (正在加载报名表… / Loading the entry form…). */
  waitingFor: string;
  children: (data: T) => ReactNode;
}) {
  const { state } = load;
  if (state.status === 'success') return <>{children(state.data)}</>;
  if (state.status === 'error') return <LoadFailed error={state.error} onRetry={load.retry} />;
  return <Loading what={waitingFor} />;
}
