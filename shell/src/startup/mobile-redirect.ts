import { MOBILE_USER_AGENT } from '@marathon/shared';
import { memberSiteAddress } from '@marathon/shared/url';

const DESKTOP_CHOICE = 'marathon.desktop';

/**
 * Phones and tablets go to the mobile site, keeping the path they asked for, unless the visitor chose the desktop
 * site (the phone site's footer link adds ?desktop=1; the choice holds for the visit). The sign-up pages and the
 * member centre are on the member site's page (reg/) too, laid out at a phone's width, which no phone leaves: a
 * sign-up link (#/post, #/direct …) opened on a phone goes there, not to a phone site without sign-up.
 */
export function mobileRedirectTarget(
  userAgent: string,
  mobileSite: string | undefined,
  hash: string,
  prefersDesktop = false,
  memberSite = false,
): string | null {
  if (prefersDesktop || !mobileSite || !MOBILE_USER_AGENT.test(userAgent) || memberSite) return null;
  return memberSiteAddress(hash) ?? `${mobileSite.replace(/\/+$/, '')}/${hash}`;
}

/** Whether this visit asked for the desktop site: ?desktop=1 now, or earlier in the same tab. */
export function prefersDesktop(search: string, storage: Storage): boolean {
  if (new URLSearchParams(search).get('desktop') === '1') {
    storage.setItem(DESKTOP_CHOICE, '1');
    return true;
  }
  return storage.getItem(DESKTOP_CHOICE) === '1';
}
