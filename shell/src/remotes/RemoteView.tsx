import type { RemoteName, ViewName, ViewProps } from '@marathon/shared/contracts';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { RevealOnMount } from '../startup/first-paint';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteModule, resetRemote } from './remote-loader';

type Loaded<P> = { default: ComponentType<P> };

const cache = new Map<string, ComponentType<never>>();

/** React.lazy remembers a rejection, so each retry gets a fresh lazy component. */
function lazyRemote<P>(remote: RemoteName, module: string, attempt: number): ComponentType<P> {
  const key = `${remote}|${module}|${attempt}`;
  let component = cache.get(key) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(() => loadRemoteModule<Loaded<P>>(remote, module)) as unknown as ComponentType<P>;
    cache.set(key, component as ComponentType<never>);
  }
  return component;
}

export function RemoteLoading({ minHeight = '240px' }: { minHeight?: string }) {
  return (
    <div className="site-loading" style={{ minHeight }} role="status" aria-busy="true">
      <span className="ui-spinner" />
    </div>
  );
}

/** Names and props come from the shared table of remote modules: a wrong module or prop does not compile. */
interface RemoteViewProps<R extends RemoteName, M extends ViewName<R>> {
  remote: R;
  module: M;
  props: ViewProps<R, M>;
  fallbackHeight?: string;
  onDismiss?: () => void;
}

/**
 * One exposed module of a remote, loaded lazily and contained by its own boundary. Keyed by remote and module:
 * the view keeps its lazy component in state, so another module at the same place must start a fresh view.
 */
export function RemoteView<R extends RemoteName, M extends ViewName<R>>(props: RemoteViewProps<R, M>) {
  return <LoadedRemoteView<R, M> key={`${props.remote}|${props.module}`} {...props} />;
}

function LoadedRemoteView<R extends RemoteName, M extends ViewName<R>>({
  remote,
  module,
  props,
  fallbackHeight,
  onDismiss,
}: RemoteViewProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState(() => lazyRemote<ViewProps<R, M>>(remote, module, 0));
  return (
    <RemoteBoundary
      area={remote}
      onDismiss={onDismiss}
      onRetry={() => {
        resetRemote(remote);
        setLoaded(() => lazyRemote<ViewProps<R, M>>(remote, module, attempt + 1));
        setAttempt(attempt + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading minHeight={fallbackHeight} />}>
        <RevealOnMount />
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
