/**
 * Kit pickup and bibs (issue 39 items 4–5): bib assignment by race item and corral, signed e-tickets, desk links
 * organisers issue to volunteers, and the desk page's calls that record each pickup once.
 */
export type { KitPickupsTable, PickupDesksTable } from './tables';
export { pickupMigration } from './migration';
export { registerPickupRoutes } from './routes';
export { assignBibs } from './bib-assignment';
export { pickupsPerDay } from './dashboard-counts';
export { kitPickupsOf } from './picked-up';
