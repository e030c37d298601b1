export { LiveBib } from './LiveBib';
export { liveMessages } from './live-messages';
export type { LiveSource } from './use-live-runners';
