import { SHADOW_ROOT_ATTRIBUTE } from '@marathon/shared/ui-interactive';

/**
 * The host element gets a shadow root (an open one, so tests and assistive tools can see in) holding one element
 * that everything we render goes into. Styles live only inside it: the page's own are left alone.
 */
export function attachShadowContainer(host: HTMLElement): { shadowRoot: ShadowRoot; container: HTMLElement } {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const container = host.ownerDocument.createElement('div');
  container.setAttribute(SHADOW_ROOT_ATTRIBUTE, '');
  shadowRoot.appendChild(container);
  return { shadowRoot, container };
}
