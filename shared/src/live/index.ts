export { LiveBib } from './LiveBib';
export { liveMessages } from './live-messages';
export type { LiveSource } from './use-live-runners';
export { followRunner, unfollowRunner, useFollowed } from './followed';
export { followedAccountOf } from './followed-account';
export { FollowedNotice } from './FollowedNotice';
