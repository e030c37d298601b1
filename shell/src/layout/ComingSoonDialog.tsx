import { Button, Portal, withUi } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useTranslation } from '@marathon/shared';

/** A site link the environment has switched off: titled with the link, it says 'coming soon' once. */
function ComingSoonDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="site-link-dialog" maxW="360px">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('common.comingSoon')}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// Loaded on demand, after the first screen: it brings Chakra's context with it.
export default withUi(ComingSoonDialog);
