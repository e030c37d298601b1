import { useTranslation } from '@marathon/shared';
import { Component, type ReactNode } from 'react';
import { RemoteVersionError } from './remote-loader';
import { RevealOnMount } from '../startup/first-paint';

interface Props {
  /** Which area failed, for the message ('content', 'auth', 'search', 'signup'). */
  area: string;
  onRetry: () => void;
  /** Overlays (the login drawer) can be dismissed instead of retried. */
  onDismiss?: (() => void) | undefined;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function Fallback({
  area,
  error,
  onRetry,
  onDismiss,
}: {
  area: string;
  error: Error;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  // A remote that cannot pair with this page says so, with both versions: a deployment to fix, not a network blip.
  const versions =
    error instanceof RemoteVersionError
      ? t('shell.remoteVersionMismatch', {
          remote: error.remote,
          builtWith: error.builtWith ?? t('shell.versionUndeclared'),
          offered: error.offered,
        })
      : null;
  return (
    <div role="alert" className="site-remote-failed" data-testid={`remote-fallback-${area}`}>
      <p className="site-remote-failed__title">{t('shell.remoteFailed')}</p>
      {versions ? (
        <p className="site-remote-failed__versions" data-testid={`remote-version-${area}`}>
          {versions}
        </p>
      ) : null}
      <p className="site-remote-failed__hint">{t('shell.remoteFailedHint')}</p>
      <div className="site-remote-failed__actions">
        <button type="button" className="ui-button ui-button--solid" onClick={onRetry}>
          {t('common.retry')}
        </button>
        {onDismiss ? (
          <button type="button" className="ui-button ui-button--outline" onClick={onDismiss}>
            {t('common.close')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Contains a remote that fails to load or throws while rendering: the shell and the other remotes keep working,
 * this area shows a bilingual fallback whose retry loads the remote afresh.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.area}]`, error.message);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <>
          <RevealOnMount />
          <Fallback
            area={this.props.area}
            error={this.state.error}
            onRetry={this.retry}
            onDismiss={this.props.onDismiss}
          />
        </>
      );
    }
    return this.props.children;
  }
}
