import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints, MAX_FOLLOWED, type AccountFollowed } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { failures } from '../../../platform/http/api-failure';
import { route } from '../../../platform/http/route';
import { distinctFollowed, mergeFollowed } from './merge';

async function readList(db: Kysely<Database>, userId: string): Promise<AccountFollowed[]> {
  const rows = await db
    .selectFrom('live_followed')
    .select(['year', 'bib', 'code'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ year: row.year, bib: row.bib, ...(row.code ? { code: row.code } : {}) }));
}

/** Replaces the account's list in one transaction: two tabs saving at once leave one whole list, not a mix. */
async function writeList(
  db: Kysely<Database>,
  userId: string,
  runners: readonly AccountFollowed[],
): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('live_followed').where('user_id', '=', userId).execute();
    if (runners.length === 0) return;
    await trx
      .insertInto('live_followed')
      .values(
        runners.map((runner, position) => ({
          user_id: userId,
          year: runner.year,
          bib: runner.bib,
          code: runner.code ?? null,
          position,
          created_at: now,
        })),
      )
      .execute();
  });
}

/**
 * The runners a logged-in runner follows, kept with the account: read, replaced (the member centre, a follow on a
 * result page) and merged with a browser's own list at login.
 */
export function registerFollowedRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  route(app, endpoints.liveFollowedRead, {}, async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return { runners: await readList(db, session.userId), notKept: [] };
  });

  route(app, endpoints.liveFollowedSave, {}, async ({ body, session, reply }) => {
    reply.header('cache-control', 'no-store');
    const runners = distinctFollowed(body.runners);
    if (runners.length > MAX_FOLLOWED) {
      throw failures.badRequest(
        `最多可关注 ${MAX_FOLLOWED} 名选手，请先取消关注几位`,
        `At most ${MAX_FOLLOWED} runners can be followed: stop following some first`,
      );
    }
    await writeList(db, session.userId, runners);
    return { runners, notKept: [] };
  });

  route(app, endpoints.liveFollowedMerge, {}, async ({ body, session, reply }) => {
    reply.header('cache-control', 'no-store');
    const merged = mergeFollowed(await readList(db, session.userId), body.runners);
    await writeList(db, session.userId, merged.runners);
    return merged;
  });
}
