import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE, endpoints } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/api-failure';
import { markPrivate } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { ownershipRefusal, type EntryOwners } from '../../registrations';
import { setListed, unlistedBibs } from './repository';

/**
 * A runner's choice to leave the public results list and name search (issue 41 item 8). Only the entry's owner
 * (`EntryOwners`: the account that signed up, or one logged in by a code to the entry's phone) reads or sets it;
 * organisers have no call to change it, so it needs no audit entry: every change is the runner's own.
 */
export function registerResultListing(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; owners: EntryOwners },
): void {
  const { db, owners } = deps;
  route(app, endpoints.resultListing, {}, async ({ reply, session, body }) => {
    markPrivate(reply);
    const ownership = await owners.of(session, body.year, body.bib);
    if (!ownership.owner) {
      throw new ApiFailure(
        API_CODE.forbidden,
        ownershipRefusal(ownership, {
          zh: '设置这条成绩是否公开列出',
          en: 'choose whether this result is listed publicly',
        }),
      );
    }
    if (body.listed !== undefined) {
      await setListed(db, { year: body.year, bib: body.bib, userId: session.userId, listed: body.listed });
    }
    const hidden = await unlistedBibs(db, body.year, [body.bib]);
    return { year: body.year, bib: body.bib, listed: !hidden.has(body.bib) };
  });
}
