import { Box, CloseButton, Flex, Heading, Image, MessageHost, Portal, Text } from '@marathon/shared/ui';
import { Drawer } from '@marathon/shared/ui-interactive';
import { imageUrl, LOGIN_ENTRY_ID, useSessionStore, useSiteStore, useTranslation } from '@marathon/shared';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { AuthPanel } from '../panel/AuthPanel';
import { usePortalTarget } from './portal-target';

/**
 * Full-screen, full viewport height, opens downward; opened and closed by the store's flag; not
 * closable by an outside click or Escape, only by the close icon or a successful login. Shows the app QR code.
 */
export function LoginDrawer({ children }: { children?: ReactNode }) {
  const open = useSessionStore((s) => s.loginDrawerOpen);
  const close = useSessionStore((s) => s.closeLoginDrawer);
  const qr = useSiteStore((s) => s.cloud?.settings.qrCodes[0]);
  const { t } = useTranslation();
  const portalTarget = usePortalTarget();
  // What had focus when the drawer opened (before the drawer takes it), to give it back when the drawer closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Drawer.Root
      open={open}
      placement="top"
      size="full"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      // A login replaces the button that opened the drawer ('please log in' becomes 'personal centre'): focus
      // then goes to the header's entry in its place, not to the top of the page, where a keyboard user is lost.
      finalFocusEl={() =>
        opener.current?.isConnected ? opener.current : document.getElementById(LOGIN_ENTRY_ID)
      }
      onOpenChange={(e) => (e.open ? null : close())}
    >
      <Portal container={portalTarget}>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content h="100vh" data-testid="login-drawer">
            <Drawer.Header>
              {/* The drawer's title names the dialog (aria-labelledby). */}
              <Drawer.Title asChild>
                <Heading as="h2" size="xl">
                  {t('auth.title')}
                </Heading>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="absolute" top="4" right="4">
                <CloseButton size="md" aria-label={t('auth.close')} data-testid="login-drawer-close" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Flex maxW="960px" mx="auto" gap="12" align="flex-start" pt={{ base: '2', md: '8' }}>
                <Box flex="1" minW="0" maxW="520px">
                  {children ?? <AuthPanel />}
                </Box>
                {qr ? (
                  // Not on a phone's width: the forms take the whole width there, and a phone cannot scan the code
                  // it shows itself.
                  <Box textAlign="center" w="180px" flexShrink="0" display={{ base: 'none', md: 'block' }}>
                    {/* The caption under the code says what it is: the image itself adds nothing to read. */}
                    <Image src={imageUrl(qr.src)} alt="" w="160px" h="160px" mx="auto" objectFit="contain" />
                    <Text fontSize="sm" color="fg.muted" mt="2">
                      {t('auth.appQr')}
                    </Text>
                  </Box>
                ) : null}
              </Flex>
            </Drawer.Body>
            {/* The drawer is modal: the page's own message host is behind it and hidden from assistive tech. */}
            <MessageHost />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
