import { UiProvider } from '@marathon/shared/ui';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns about updates outside act() unless told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

/**
 * Renders into a fresh element inside Chakra's provider, as a module drawn with Chakra brings it (withUi); with
 * `ui: false`, outside of it, as the page shows the parts drawn without Chakra (the home page).
 */
export function render(node: ReactNode, { ui = true }: { ui?: boolean } = {}): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(ui ? <UiProvider>{node}</UiProvider> : node);
  });
  return {
    container,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
