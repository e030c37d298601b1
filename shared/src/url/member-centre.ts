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
