import type { Transaction } from 'kysely';
import type { Database } from './schema';

type IdTable = 'signup_registrations' | 'signup_applications' | 'signup_mailings';

/**
 * The next integer id of a table, read inside the writing transaction: portable where SQLite's rowid and
 * PostgreSQL's identity columns differ. Two writers racing on PostgreSQL collide on the primary key and the
 * loser retries (see withUniqueRetry).
 */
export async function nextId(trx: Transaction<Database>, table: IdTable): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** A unique or primary key violation, as better-sqlite3 and pg report it. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs a write again when a concurrent one took the same id or number first; other errors pass through. */
export async function withUniqueRetry<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
