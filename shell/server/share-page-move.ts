import { MOBILE_USER_AGENT } from '@marathon/shared/patterns';
import { inlineScript } from './first-paint/inline-script';
import { DESKTOP_COOKIE } from './phone-redirect';

/**
 * Runs in a result's share page, in the person's browser: a phone (by the phone redirect's own rule, unless this
 * browser chose the desktop site) goes straight to the result's own address on the phone site, named by the page's
 * `alternate` link, which the server paints; anything else to the result in the desktop site. One move instead of
 * three (share page, then `/`, then `/m/`, then the phone result's address). The page stays the same for every
 * visitor, so a shared cache may keep it. Without scripts the page's `<noscript>` refresh moves to the desktop
 * address, which sends a phone on as before.
 */
export function moveFromSharePage(rule: { pattern: string; flags: string; desktopCookie: string }): void {
  const phone = document.querySelector<HTMLLinkElement>('link[rel="alternate"][data-phone]');
  const desktop = document.querySelector<HTMLAnchorElement>('a[data-result]');
  const chosenDesktop = new RegExp(`(^|;\\s*)${rule.desktopCookie}=1`).test(document.cookie);
  const onPhone = new RegExp(rule.pattern, rule.flags).test(navigator.userAgent);
  const target = phone && onPhone && !chosenDesktop ? phone.href : desktop?.href;
  if (target) location.replace(target);
}

export const MOVE_FROM_SHARE_PAGE = inlineScript(moveFromSharePage, {
  pattern: MOBILE_USER_AGENT.source,
  flags: MOBILE_USER_AGENT.flags,
  desktopCookie: DESKTOP_COOKIE,
});
