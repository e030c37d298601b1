import { Button, Portal, withUi } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useTranslation } from '@marathon/shared';

/**
 * A module that is not open: the dialog is titled with the module's name and says why (its configured text, or
 * 'coming soon'), so the title and the body never repeat each other.
 */
function ComingSoonBox({
  title,
  text,
  onClose,
}: {
  title: string;
  text: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={text !== null} onOpenChange={(e) => (e.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="coming-soon-dialog" maxW="360px">
            <Dialog.Header>
              <Dialog.Title>{title || t('common.comingSoon')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
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

/** With its own Chakra provider: the cards that open it are drawn without one. */
export const ComingSoonDialog = withUi(ComingSoonBox);
