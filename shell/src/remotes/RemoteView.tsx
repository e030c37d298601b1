import { Box, Spinner } from '@marathon/shared/ui';
import type { RemoteName } from '@marathon/shared/contracts';
import { Suspense, lazy, useState, type ComponentType } from 'react';
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
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      minH={minHeight}
      role="status"
      aria-busy="true"
    >
      <Spinner color="brand.solid" size="lg" />
    </Box>
  );
}

interface RemoteViewProps<P> {
  remote: RemoteName;
  module: string;
  props: P;
  fallbackHeight?: string;
  onDismiss?: () => void;
}

/**
 * One exposed module of a remote, loaded lazily and contained by its own boundary. Keyed by remote and module:
 * the view keeps its lazy component in state, so another module at the same place must start a fresh view.
 */
export function RemoteView<P extends object>(props: RemoteViewProps<P>) {
  return <LoadedRemoteView<P> key={`${props.remote}|${props.module}`} {...props} />;
}

function LoadedRemoteView<P extends object>({
  remote,
  module,
  props,
  fallbackHeight,
  onDismiss,
}: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState(() => lazyRemote<P>(remote, module, 0));
  return (
    <RemoteBoundary
      area={remote}
      onDismiss={onDismiss}
      onRetry={() => {
        resetRemote(remote);
        setLoaded(() => lazyRemote<P>(remote, module, attempt + 1));
        setAttempt(attempt + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading minHeight={fallbackHeight} />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
