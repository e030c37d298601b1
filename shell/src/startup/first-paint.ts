import { FIRST_PAINT_ID } from '@marathon/shared/contracts';
import { useLayoutEffect } from 'react';

/**
 * Takes away the first screen the shell's server painted as HTML, which also shows the site below it (its style
 * hides the site while it is there). Done once the shell's own first screen is complete, so the visitor never sees
 * a half-built page between the two.
 */
export function revealSite(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Placed first inside the Suspense of the view that fills the page: its layout effect runs in the commit that
 * shows the loaded view, before the view's own effects, so whatever they measure is already on screen.
 */
export function RevealOnMount(): null {
  useLayoutEffect(() => revealSite(), []);
  return null;
}
