/**
 * Registrations: each edition's entry list (`race_registrations`): who runs which race item under which
 * registration number, status and bib. The sign-up adds entries, the results' registration lookup and the live
 * views read them; the draw, bibs and start list of a season belong here too.
 */
export type { RaceRegistrationsTable } from './tables';
export {
  addEntry,
  countEntriesWithStatus,
  entriesByBib,
  entriesWithStatus,
  entryLookupQueries,
  entryByBib,
  entryOfSeason,
  entryState,
  findEntriesBy,
  idRegisteredForYear,
  moveEntryStatus,
  pendingDrawEntries,
  replaceEntries,
} from './repository';
export {
  applyStartList,
  bibsTakenIn,
  confirmedBibsAmong,
  confirmedEntriesOf,
  confirmedEntryById,
  entriesOfRegNos,
  entryForPickup,
  giveBib,
  holdersOfBibs,
  START_LIST_COLUMNS,
  startListMark,
  startListNames,
  startListRows,
} from './bibs';
export {
  entryOwners,
  ownershipRefusal,
  type EntryOwners,
  type EntryOwnership,
  type SignedUpFor,
} from './ownership';
export { entriesForExport, type ExportedEntry } from './export-rows';
export { entriesByStatus, registrationsPerDay, withdrawalsPerDay } from './dashboard-counts';
export { registrationWithdrawnAtMigration } from './withdrawn-at-migration';
