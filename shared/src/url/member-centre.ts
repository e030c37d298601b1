/**
 * The member centre: its own HTML page under the site origin (`reg/`, served by the shell's build) whose hash
 * route is the centre. The header's 'personal centre', the sign-up receipt, the site runner and the journeys all
 * take the address from here.
 */
export const MEMBER_CENTRE = {
  /** The page, relative to the site origin. */
  page: 'reg/',
  /** The hash route of the centre inside that page; its sections are child routes of it. */
  route: '/my/my-index',
} as const;

/** `reg/#/my/my-index`: relative to the site origin (the runtime configuration may replace it). */
export const MEMBER_CENTRE_PATH = `${MEMBER_CENTRE.page}#${MEMBER_CENTRE.route}`;

/**
 * The sign-up remote's pages, which the member site's page (`reg/`) holds too, laid out at a phone's width there. A
 * phone is sent there for them: the phone site has no sign-up, and the site's own page sends phones away.
 */
export const SIGNUP_PAGE_ROUTES = ['/direct', '/post', '/confirm', '/upload'] as const;

/**
 * Where a phone opens `hash` (a hash route of the site's page) on the member site's page, relative to the site
 * origin: `/reg/#/post?…` for a sign-up page or the member centre, null for any other route.
 */
export function memberSiteAddress(hash: string): string | null {
  const path = hash.replace(/^#/, '').split('?')[0]?.replace(/\/+$/, '') ?? '';
  const held =
    (SIGNUP_PAGE_ROUTES as readonly string[]).includes(path) ||
    path === MEMBER_CENTRE.route ||
    path.startsWith(`${MEMBER_CENTRE.route}/`);
  return held ? `/${MEMBER_CENTRE.page}${hash}` : null;
}
