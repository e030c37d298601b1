import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { EnvironmentProvider } from '@chakra-ui/react/environment';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useMemo, type ReactNode } from 'react';
import { createShadowSystem } from './system';

/** The attribute of the element inside the shadow root that holds everything we render (reset and fonts). */
export const SHADOW_ROOT_ATTRIBUTE = 'data-marathon-ui';
const ROOT_SELECTOR = `[${SHADOW_ROOT_ATTRIBUTE}]`;

let shadowSystem: ReturnType<typeof createShadowSystem> | null = null;

/**
 * Chakra inside a shadow root: emotion writes every style into the shadow root (never the page's head), and
 * Ark's environment makes overlays, focus traps and DOM queries look inside it. Only an embedding page pays for
 * building this second system, on first use.
 */
export function ShadowUiProvider({ shadowRoot, children }: { shadowRoot: ShadowRoot; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: 'marathon', container: shadowRoot }), [shadowRoot]);
  shadowSystem ??= createShadowSystem(ROOT_SELECTOR);
  return (
    <EnvironmentProvider value={() => shadowRoot}>
      <CacheProvider value={cache}>
        <ChakraProvider value={shadowSystem}>{children}</ChakraProvider>
      </CacheProvider>
    </EnvironmentProvider>
  );
}
