import { Box, Button, Text } from '@marathon/shared/ui';
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
    <Box
      role="alert"
      data-testid={`remote-fallback-${area}`}
      bg="white"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="md"
      p="8"
      textAlign="center"
    >
      <Text fontWeight="bold" mb="2">
        {t('shell.remoteFailed')}
      </Text>
      {versions ? (
        <Text fontSize="sm" mb="2" data-testid={`remote-version-${area}`}>
          {versions}
        </Text>
      ) : null}
      <Text color="gray.500" fontSize="sm" mb="4">
        {t('shell.remoteFailedHint')}
      </Text>
      <Box display="flex" gap="3" justifyContent="center">
        <Button colorPalette="brand" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        {onDismiss ? (
          <Button variant="outline" size="sm" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        ) : null}
      </Box>
    </Box>
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
