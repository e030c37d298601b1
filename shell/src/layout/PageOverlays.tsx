import { useMessagesStore, useSessionStore } from '@marathon/shared';
import { Suspense, lazy, useState } from 'react';
import { ApiAwayNotice } from '../api-away/ApiAwayNotice';
import { RemoteView } from '../remotes/RemoteView';

const ReloginDialog = lazy(() => import('./ReloginDialog'));
// The page messages are drawn with Chakra: loaded with the first message, not with the first screen.
const MessageHost = lazy(async () => {
  const { MessageHost: Host, withUi } = await import('@marathon/shared/ui');
  return { default: withUi(Host) };
});

/**
 * The login drawer's remote loads the first time the drawer opens: it is not part of the first screen. If the
 * auth remote is down, its fallback floats where the drawer would open, with retry and close.
 */
export function LoginDrawerSlot() {
  const open = useSessionStore((s) => s.loginDrawerOpen);
  const [wanted, setWanted] = useState(open);
  // Once asked for, the remote stays mounted so the drawer can animate closed and open again at once.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <div className="site-login-slot">
      <RemoteView
        remote="auth"
        module="./LoginDrawer"
        props={{}}
        fallbackHeight="0"
        onDismiss={() => {
          useSessionStore.getState().closeLoginDrawer();
          setWanted(false);
        }}
      />
    </div>
  );
}

export function ReloginSlot() {
  const open = useSessionStore((s) => s.reloginDialogOpen);
  return open ? (
    <Suspense fallback={null}>
      <ReloginDialog />
    </Suspense>
  ) : null;
}

function MessageSlot() {
  const shown = useMessagesStore((s) => s.messages.length > 0);
  const [wanted, setWanted] = useState(shown);
  // Once loaded it stays, so later messages show at once and a closing one is not cut short.
  if (shown && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MessageHost />
    </Suspense>
  ) : null;
}

/**
 * What floats over every page: the login drawer, the re-login dialog, the page messages and, while the API is away,
 * what cannot be used.
 */
export function PageOverlays() {
  return (
    <>
      <LoginDrawerSlot />
      <ReloginSlot />
      <MessageSlot />
      <ApiAwayNotice />
    </>
  );
}
