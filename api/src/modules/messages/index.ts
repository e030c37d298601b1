/**
 * Organisers' messages to a segment of an edition's registrants (won, not won, waitlist, unpaid, paid): the preview
 * with its count, the send (one campaign, one queued message per recipient), the runner's one-click opt-out, and the
 * delivery the season's sweep runs with what its notices left of the budget.
 */
export { messagesMigration } from './migration';
export { registerMessagesRoutes, type Messages } from './routes';
export { deliverMessages } from './deliver';
export { optedOutAmong } from './opt-outs';
