import { Box, Button, CloseButton, Flex, Image, Portal, Text } from '@marathon/shared/ui';
import { Dialog } from '@marathon/shared/ui-interactive';
import { useTranslation } from '@marathon/shared';
import type { KeyboardEvent } from 'react';

export interface LightboxItem {
  src: string;
  alt: string;
  caption: string;
}

/**
 * A picture at full size over the page: arrow keys and the two buttons move through the set (wrapping), Escape and
 * the close button close it, and focus goes back to the thumbnail that opened it (the dialog restores focus).
 */
export function Lightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: LightboxItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const item = index === null ? undefined : items[index];
  const move = (step: number) => {
    if (index === null || items.length === 0) return;
    onIndex((index + step + items.length) % items.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };
  return (
    <Dialog.Root
      open={item !== undefined}
      onOpenChange={(e) => (e.open ? null : onClose())}
      placement="center"
      size="xl"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="lightbox"
            onKeyDown={onKeyDown}
            bg="gray.900"
            color="white"
            maxW="1000px"
          >
            <Dialog.Header>
              <Dialog.Title data-testid="lightbox-title">{item?.caption}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  aria-label={t('search.pictures.close')}
                  color="white"
                  data-testid="lightbox-close"
                />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              {item ? (
                <Image src={item.src} alt={item.alt} maxH="70vh" mx="auto" data-testid="lightbox-image" />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button
                variant="outline"
                color="white"
                onClick={() => move(-1)}
                data-testid="lightbox-previous"
              >
                ‹ {t('search.pictures.previous')}
              </Button>
              <Box textAlign="center">
                <Text data-testid="lightbox-position">
                  {index === null ? '' : t('search.pictures.position', { n: index + 1, total: items.length })}
                </Text>
                <Text fontSize="xs" color="gray.400">
                  {t('search.pictures.keyboardHint')}
                </Text>
              </Box>
              <Flex>
                <Button variant="outline" color="white" onClick={() => move(1)} data-testid="lightbox-next">
                  {t('search.pictures.next')} ›
                </Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
