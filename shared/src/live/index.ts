export { FollowButton, LiveFollowing } from './LiveFollowing';
export { LiveRunnerCard } from './LiveRunnerCard';
export { liveMessages } from './live-messages';
export { useLiveRunners, type LiveSource } from './use-live-runners';
