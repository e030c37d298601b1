import { useSessionStore } from '@marathon/shared';
import { Box, MessageHost } from '@marathon/shared/ui';
import { Suspense, lazy, useState } from 'react';
import { RemoteView } from '../remotes/RemoteView';

const ReloginDialog = lazy(() => import('./ReloginDialog'));

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
    <Box position="fixed" top="120px" left="50%" transform="translateX(-50%)" w="520px" zIndex="modal">
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
    </Box>
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

/** What floats over every page: the login drawer, the re-login dialog and the page messages. */
export function PageOverlays() {
  return (
    <>
      <LoginDrawerSlot />
      <ReloginSlot />
      <MessageHost />
    </>
  );
}
