import { Button, Portal, withUi } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useSessionStore, useTranslation } from '@marathon/shared';

/** A 401 mid-session: the visitor is asked to log in again; the stale session is cleared either way. */
function ReloginDialog() {
  const open = useSessionStore((s) => s.reloginDialogOpen);
  const { t } = useTranslation();
  const close = () => {
    const store = useSessionStore.getState();
    store.clearSession();
    store.hideReloginDialog();
  };
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(e) => (e.open ? null : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="relogin-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('shell.reloginTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('shell.reloginText')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  close();
                  useSessionStore.getState().openLoginDrawer();
                }}
              >
                {t('shell.relogin')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// Loaded on demand, after the first screen: it brings Chakra's context with it.
export default withUi(ReloginDialog);
