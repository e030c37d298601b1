import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from 'react-i18next';

/**
 * Something the site has switched off (a lookup, a site link): titled with its name, the body says why (its
 * configured text, or 'coming soon'), so the title and the body never repeat each other.
 */
export function ComingSoonDialog({
  title,
  text,
  onClose,
  testId = 'coming-soon-dialog',
}: {
  title: string;
  /** The configured text; 'coming soon' when there is none. */
  text?: string | undefined;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} maxW="360px">
            <Dialog.Header>
              <Dialog.Title>{title || t('common.comingSoon')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text || t('common.comingSoon')}</Dialog.Body>
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
