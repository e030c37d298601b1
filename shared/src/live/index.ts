export { LiveBib } from './LiveBib';
export { liveMessages } from './live-messages';
export type { LiveSource } from './use-live-runners';
export type { AlertSource } from './LiveAlerts';
/** The phone site has no login of its own: it uses the session the full site's login keeps in this browser. */
export { readToken } from '../session/storage';
export { followRunner, unfollowRunner, useFollowed } from './followed';
export { followedAccountOf } from './followed-account';
export { FollowedNotice } from './FollowedNotice';
