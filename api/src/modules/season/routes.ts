import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AuditTrail } from '../../kernel/audit-trail';
import { route } from '../../platform/http/route';
import { closeEntries, commitSeed, drawOverview, publicDraw, revealSeed, runDraw } from './draw';
import type { SeasonDeps } from './season-deps';
import { runWaitlistRound } from './waitlist';
import { myEntries } from './my-entries';
import { withdrawEntry } from './withdraw';
import { auditOriginOf } from '../../platform/http/audit-origin';

/**
 * The season's calls: the organiser's draw steps (season.manage, each recorded in the audit trail), the draw's
 * public record, and the runner's withdrawal.
 */
export function registerSeasonRoutes(app: FastifyInstance, deps: SeasonDeps, audit: AuditTrail): void {
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  const recordId = (body: { year: number; raceItem: string }) => `${body.year}/${body.raceItem}`;
  // Counts and the step reached, no personal data: a read not recorded in the audit trail.
  route(app, endpoints.drawOverview, {}, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return drawOverview(deps, query);
  });
  route(app, endpoints.drawCommitSeed, limited, async ({ request, body, staff }) => {
    const status = await commitSeed(deps, body);
    await audit.record(
      staff,
      { action: 'draw.commit', recordType: 'draw', recordId: recordId(body) },
      auditOriginOf(request),
    );
    return status;
  });
  route(app, endpoints.drawCloseEntries, limited, async ({ request, body, staff }) => {
    const status = await closeEntries(deps, body);
    await audit.record(
      staff,
      { action: 'draw.close', recordType: 'draw', recordId: recordId(body) },
      auditOriginOf(request),
    );
    return status;
  });
  route(app, endpoints.drawRun, limited, async ({ request, body, staff }) => {
    const status = await runDraw(deps, body, staff);
    await audit.record(
      staff,
      { action: 'draw.run', recordType: 'draw', recordId: recordId(body) },
      auditOriginOf(request),
    );
    return status;
  });
  route(app, endpoints.drawReveal, limited, async ({ request, body, staff }) => {
    const status = await revealSeed(deps, body);
    await audit.record(
      staff,
      { action: 'draw.reveal', recordType: 'draw', recordId: recordId(body) },
      auditOriginOf(request),
    );
    return status;
  });
  route(app, endpoints.drawWaitlistRound, limited, async ({ request, body, staff }) => {
    const promoted = await runWaitlistRound(deps, body.year, body.raceItem);
    await audit.record(
      staff,
      { action: 'draw.waitlist-round', recordType: 'draw', recordId: recordId(body) },
      auditOriginOf(request),
    );
    return { promoted };
  });
  route(app, endpoints.drawPublic, {}, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return publicDraw(deps, query);
  });
  route(app, endpoints.seasonWithdraw, limited, async ({ body, session }) =>
    withdrawEntry(deps, session, body),
  );
  route(app, endpoints.seasonMyEntries, {}, async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return myEntries(deps, session);
  });
}
