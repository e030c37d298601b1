/**
 * Sites: the races (`races`) and the domains that show them (`website_domains`). Other modules ask here which race
 * a domain shows, a race's schedule and information; main/ seeds the development race and wires the CORS check of
 * bound domains.
 */
export type { RacesTable, WebsiteDomainsTable } from './tables';
export { findRace, insertSite, listSites } from './race-repository';
export { bindingsAmong, findDomainBinding, isBoundOnline, signUpOpeningsByDomain } from './domain-repository';
export { raceScheduleOf, type RaceSchedule } from './race-schedule';
export { toRaceInfo } from './race-info';
export { seedIfEmpty } from './seed';
export { SEED_DOMAIN, SEED_RACE_ID } from './seed-data';
export { registerSitesRoutes, type FormWindowOf } from './routes';
export { seedRace } from './seed-data';
export { readRaceCalendar } from './race-calendar';
