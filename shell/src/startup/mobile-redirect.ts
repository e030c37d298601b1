import { MOBILE_USER_AGENT } from '@marathon/shared';

/** Phones and tablets go to the mobile site, keeping the path they asked for. */
export function mobileRedirectTarget(
  userAgent: string,
  mobileSite: string | undefined,
  hash: string,
): string | null {
  if (!mobileSite || !MOBILE_USER_AGENT.test(userAgent)) return null;
  return `${mobileSite.replace(/\/+$/, '')}/${hash}`;
}
