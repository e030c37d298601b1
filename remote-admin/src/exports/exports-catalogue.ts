import { endpoints, type StaffPermission } from '@marathon/shared/api';

/** One download of the screen: its messages' key, the call that gives its file, and whether a race item narrows it. */
export interface ExportEntry {
  key: 'registrations' | 'mailingList' | 'startList' | 'results' | 'participants';
  endpoint:
    | typeof endpoints.exportRegistrations
    | typeof endpoints.exportMailingList
    | typeof endpoints.exportResults
    | typeof endpoints.exportParticipants
    | typeof endpoints.seasonStartListExport;
  permission: StaffPermission;
  byRaceItem: boolean;
  /** The file's name as the API gives it in its Content-Disposition (a Blob of a fetch carries no name). */
  fileName: (year: number, raceItem: string | null, format: 'csv' | 'xlsx') => string;
}

/** Today in Beijing, as the API dates the race-day file. */
const beijingToday = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const named =
  (stem: string, dated = false) =>
  (year: number, raceItem: string | null, format: string): string =>
    `${stem}-${year}${dated ? `-${beijingToday()}` : ''}${raceItem ? `-${raceItem}` : ''}.${format}`;

/** The exports in the order a season needs them; each shown only to a member whose role has its permission. */
export const EXPORTS: ExportEntry[] = [
  {
    key: 'registrations',
    endpoint: endpoints.exportRegistrations,
    permission: endpoints.exportRegistrations.permission,
    byRaceItem: true,
    fileName: named('registrations'),
  },
  {
    key: 'mailingList',
    endpoint: endpoints.exportMailingList,
    permission: endpoints.exportMailingList.permission,
    byRaceItem: true,
    fileName: named('mailing-list'),
  },
  {
    key: 'startList',
    endpoint: endpoints.seasonStartListExport,
    permission: endpoints.seasonStartListExport.permission,
    byRaceItem: false,
    fileName: (year, _raceItem, format) => `start-list-${year}.${format}`,
  },
  {
    key: 'participants',
    endpoint: endpoints.exportParticipants,
    permission: endpoints.exportParticipants.permission,
    byRaceItem: true,
    fileName: named('participants', true),
  },
  {
    key: 'results',
    endpoint: endpoints.exportResults,
    permission: endpoints.exportResults.permission,
    byRaceItem: true,
    fileName: named('results'),
  },
];

/** Every permission that opens an export: the console shows the section to a member with any of them. */
export const EXPORT_PERMISSIONS: readonly StaffPermission[] = [
  ...new Set(EXPORTS.map((entry) => entry.permission)),
];
