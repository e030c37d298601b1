/**
 * The season: the verifiable draw per edition and race item, its waitlist rounds, the runner's
 * withdrawal with the dated refund tiers, and what payments' outcomes do to an entry. main/ gives it the payments
 * seam (`PaymentsPort`) and hands `onPaymentOutcome` to payments as its listener. Each step queues what the runner
 * is told (won, waitlisted, paid, expired, refunded); main/ gives the sweep the senders that deliver it.
 */
export { seasonMigration } from './migration';
export { registerSeasonRoutes } from './routes';
export { onPaymentOutcome } from './outcomes';
export { openAllPendingOrders, openPendingOrders } from './orders';
export { closeEntries, commitSeed, drawStatus, entriesClosedFor, revealSeed, runDraw } from './draw';
export { runWaitlistRound } from './waitlist';
export { seasonStepOf } from './my-entries';
export { drawKey, drawOrder, seedHashOf } from './draw-order';
export { readDrawSettings } from './settings-file';
export type { PaymentOutcome, PaymentsPort, PaymentOfEntry } from './ports';
export type { SeasonDeps } from './season-deps';
export { seasonNoticesMigration } from './notices/migration';
export {
  deliverNotices,
  NOTICES_PER_SWEEP,
  type NoticeDelivery,
  type RunnerContact,
} from './notices/deliver';
export { drawSummaries, type DrawSummary } from './dashboard-counts';
export { raceItemWords } from './notices/notice-text';
export { payByOfEntries } from './repository';
