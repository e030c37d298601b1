import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ComponentType, ReactNode } from 'react';
import { system } from './system';

/**
 * The page links the theme's CSS (theme-page.css: layers, reset, global styles, tokens), so the provider inserts
 * none of it: it only hands the system to the components below. That makes a provider cheap enough to wrap
 * each part of the page that uses Chakra, and the first screen, drawn without Chakra, never loads it.
 */
const linkedSystem: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

/** Chakra's context for the components below; the page must link theme-page.css (the shell does). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={linkedSystem}>{children}</ChakraProvider>;
}

/** A module's component inside its own provider: what a remote exposes or a lazy part of the page loads. */
export function withUi<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithUi(props: P) {
    return (
      <UiProvider>
        <Component {...props} />
      </UiProvider>
    );
  }
  WithUi.displayName = `WithUi(${Component.displayName ?? Component.name})`;
  return WithUi;
}
