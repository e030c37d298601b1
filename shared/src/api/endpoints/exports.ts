import { exportQuerySchema } from '../exports';
import { endpoint, FILE_ANSWER } from './define';

const file = {
  method: 'GET',
  bodyKind: 'none',
  query: exportQuerySchema,
  answer: FILE_ANSWER,
  auth: 'staff',
} as const;

/**
 * The organisers' downloads (CSV or .xlsx), each guarded by the permission of the work it serves and recorded in
 * the audit trail: the season's runner takes the entries and the race-day file, whoever sends messages the
 * mailing list, the results officer the results.
 */
export const exportEndpoints = {
  /** Every entry of the edition: status, race item, bib, payment. */
  exportRegistrations: endpoint({
    ...file,
    path: '/admin/exports/registrations',
    permission: 'season.manage',
  }),
  /** The registrants' e-mail and phone, for the organisers' messages. */
  exportMailingList: endpoint({ ...file, path: '/admin/exports/mailing-list', permission: 'messages.send' }),
  /** The edition's results: times, ranks and status. */
  exportResults: endpoint({ ...file, path: '/admin/exports/results', permission: 'results.import' }),
  /** Everyone who may start, with what a race director needs offline on race day (the disaster-recovery file). */
  exportParticipants: endpoint({ ...file, path: '/admin/exports/participants', permission: 'season.manage' }),
};
