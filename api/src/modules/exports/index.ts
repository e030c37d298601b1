/**
 * The organisers' exports of an edition (CSV or .xlsx): the entries with payments, the mailing list, the results
 * and the race-day participant file. No tables of its own: each module gives its rows through its index.
 */
export { registerExportRoutes } from './routes';
