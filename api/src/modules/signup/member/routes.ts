import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { markPrivate } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { findResultsById } from '../../results';
import { listApplicationsOf } from '../applications/repository';
import { toApplication } from '../applications/present';
import type { SignupDeps } from '../deps';
import { toMailing } from '../mailing/present';
import { listMailingsOf } from '../mailing/repository';
import { listForUser, receiptsOf } from '../registration/repository';

/** memberSummary: the runner's registrations, applications, mailings and results, for the member centre. */
export function registerMemberRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db, now } = deps;

  route(app, endpoints.memberSummary, {}, async ({ request, reply, session: user }) => {
    markPrivate(reply);
    const config = await deps.configFor(request);
    const registrations = await listForUser(db, user.userId);
    // Results are found by the ID documents the runner signed up with, in any year they ran.
    const idHashes = [...new Set(registrations.map((row) => row.id_hash))];
    const results = (await Promise.all(idHashes.map((hash) => findResultsById(db, hash)))).flat();
    results.sort((a, b) => b.year - a.year || a.bib.localeCompare(b.bib));
    const at = now();
    return {
      registrations: await receiptsOf(db, registrations),
      applications: (await listApplicationsOf(db, user.userId)).map((row) =>
        // The configuration holds this year's window only; a past year's window has closed.
        toApplication(row, row.year === config.year ? config.applications.closesAt : 0, at),
      ),
      mailings: (await listMailingsOf(db, user.userId)).map(toMailing),
      results: results.map((row) => ({
        year: row.year,
        bib: row.bib,
        raceItem: row.race_item === 'fun' ? ('fun' as const) : ('half' as const),
        chipTimeMs: row.chip_ms,
        overallRank: row.overall_rank,
      })),
    };
  });
}
