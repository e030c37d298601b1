import { sql, type RawBuilder } from 'kysely';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * The Beijing day number (days since 1970-01-01 in UTC+8) of an epoch-ms column, as SQL: integer division on
 * SQLite and PostgreSQL alike, so counts are grouped in the database, not row by row here.
 */
export function beijingDayNumber(column: string): RawBuilder<number | string> {
  // Literals, not parameters: SQLite's driver binds a JS number as a real, and the division would not be whole.
  return sql<number | string>`((${sql.ref(column)} + ${sql.lit(BEIJING_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}

/** A Beijing day number as its date, `YYYY-MM-DD`. */
export function beijingDateOf(dayNumber: number | string): string {
  return new Date(Number(dayNumber) * DAY_MS).toISOString().slice(0, 10);
}

/** The Beijing date of a moment, `YYYY-MM-DD`. */
export function beijingDateAt(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** A count per Beijing day, as the modules' dashboard counts answer it. */
export type DayCounts = Map<string, number>;
