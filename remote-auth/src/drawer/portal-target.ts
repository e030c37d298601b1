import { createContext, useContext, type RefObject } from 'react';

/**
 * Where the drawer's overlay is rendered: the page's body on our site; inside the shadow root on a page that
 * embeds the login, so it takes our styles and none of the host's.
 */
export const PortalTargetContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);
export const usePortalTarget = (): RefObject<HTMLElement | null> | undefined =>
  useContext(PortalTargetContext);
