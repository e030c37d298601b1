/**
 * The tables as Kysely sees them. Times are epoch milliseconds in BIGINT columns (numbers on both databases,
 * see connect.ts); flags and statuses are INTEGER, because SQLite has no boolean.
 *
 * Empty here on purpose: each module (and platform slice) that owns tables declares them in its own tables.ts by
 * adding to this interface (`declare module '…/platform/db/schema' { interface Database { … } }`), so the
 * platform names no module, and the lint rule `api-boundaries/own-tables` reads each part's tables from there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, see above
export interface Database {}
