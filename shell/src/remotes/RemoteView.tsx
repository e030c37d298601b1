import { useTranslation, Waiting } from '@marathon/shared';
import type { RemoteName, ViewName, ViewProps } from '@marathon/shared/contracts';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { RevealOnMount } from '../startup/first-paint';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remote-loader';
import { forgetRemoteViews, loadRemoteView, loadedRemoteView } from './remote-views';

/** A view on its way: what is coming, in the visitor's language, in a status a screen reader names and announces. */
export function RemoteLoading({ minHeight = '240px' }: { minHeight?: string }) {
  const { t } = useTranslation();
  return <Waiting what={t('shell.loadingPage')} minHeight={minHeight} testId="remote-loading" />;
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
 * One exposed module of a remote, loaded when first shown and contained by its own boundary. Keyed by remote and
 * module: another module at the same place starts a fresh view, and a retry a fresh load.
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
  return (
    <RemoteBoundary
      area={remote}
      onDismiss={onDismiss}
      onRetry={() => {
        resetRemote(remote);
        forgetRemoteViews(remote);
        setAttempt(attempt + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading minHeight={fallbackHeight} />}>
        <RemoteModule<R, M>
          key={attempt}
          remote={remote}
          module={module}
          props={props}
          fallbackHeight={fallbackHeight}
        />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * Loads the module in an effect rather than through React.lazy: the loaded module is an ordinary state update,
 * which React commits at once, where a suspended lazy view that resolves is held back until 300 ms after its
 * fallback was shown (React's fallback throttling), on every deep link whose module arrives quickly. A module the
 * start-up already loaded is drawn in the first commit. A failed load is thrown in render, for the boundary.
 */
function RemoteModule<R extends RemoteName, M extends ViewName<R>>({
  remote,
  module,
  props,
  fallbackHeight,
}: Pick<RemoteViewProps<R, M>, 'remote' | 'module' | 'props' | 'fallbackHeight'>) {
  type View = ComponentType<ViewProps<R, M>>;
  const [state, setState] = useState<{ view?: View; error?: unknown }>(() => ({
    view: loadedRemoteView(remote, module) as View | undefined,
  }));
  useEffect(() => {
    if (state.view) return;
    let current = true;
    loadRemoteView(remote, module).then(
      (view) => {
        if (current) setState({ view: view as View });
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, state.view]);
  if (state.error !== undefined) throw state.error;
  const View = state.view;
  if (!View) return <RemoteLoading minHeight={fallbackHeight} />;
  return (
    <>
      <RevealOnMount />
      <View {...props} />
    </>
  );
}
