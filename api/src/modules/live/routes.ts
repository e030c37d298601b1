import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API_CODE,
  endpoints,
  LIVE_RUNNER_SEARCH_LIMIT,
  type LiveRunner,
  type LiveMissing,
  type PassingInput,
  RESULTS_STATUS,
} from '@marathon/shared/api';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import { hashPersonal, normalizeIdNumber } from '../../kernel/identity';
import { entryByBib, ownershipRefusal, type EntryOwners } from '../registrations';
import { editionState, nameQuery } from '../results';
import { hitCounter } from '../../platform/shared-state/counters';
import { registerLiveAlerts } from './alerts/routes';
import { openLiveBus, WHOLE_YEAR } from './bus';
import { timingKeyCheck } from './feed-key';
import { registerTimingKeyRoutes } from './timing-keys/routes';
import { checkFeedScope } from './timing-keys/scope';
import { ingestFeed } from './ingest';
import { watchImports } from './import-watch';
import { ingestPassingsFile, type PassingsRowResult } from './passings-file';
import { liveFanout } from './fanout';
import { liveReader } from './reader';
import { placesOfRunner } from './runner-places';
import { startListSearch } from './runner-search';
import { liveRulesSource } from './rules';
import { openEventStream } from './stream';
import { streamSlots } from './stream-slots';
import { clientAddressOf } from '../../platform/http/client-address';
import { shareCodeHash, visibleRunner } from './visibility';
import { watchTickets, type WatchTicket } from './watch-ticket';

const CODE_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const drawCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** Wrong ID numbers a runner's account may try on the tracking choice in 15 minutes. */
const TRACKING_TRIES = 10;

/** What the live module does for the others (main/ hands it to the results' page and CLI, and to tests). */
export interface LiveService {
  /** Tells every live view of a year that its data changed as a whole (an import of its results). */
  yearChanged(year: number): Promise<void>;
  /**
   * Takes a read passings file as the timing feed takes its calls (the same judge, then open streams and due
   * alerts hear of it), answering each row's outcome.
   */
  passingsFile(
    year: number,
    provider: string,
    passings: { row: number; passing: PassingInput }[],
  ): Promise<PassingsRowResult[]>;
  /** Resolves when the finish alerts this process has begun sending are done. */
  alertsSettled(): Promise<void>;
}

/**
 * Race day, live: the timing feed in, the runners' live state out (a page's watch, then its events stream), and
 * each runner's choice of who may follow them.
 */
export async function registerLive(
  app: FastifyInstance,
  context: AppContext,
  /** Whose an entry is: only its runner chooses who may follow it (main/ hands it in). */
  owners: EntryOwners,
): Promise<LiveService> {
  const { db, config, dbKind } = context;
  const bus = await openLiveBus(config.database, db, (message) => app.log.warn(message));
  app.addHook('onClose', async () => bus.close());
  const rules = liveRulesSource(config.contentDir, (message) => app.log.warn(message));
  const read = liveReader(db, bus, undefined, context.calendar, async () => (await rules.current()).tracking);
  const fanout = liveFanout({
    bus,
    read,
    raceDefault: async () => (await rules.current()).tracking,
    observe: (kind, ms) => app.metrics.liveEventDelay.observe({ kind }, ms / 1000),
    onProblem: (error) => app.log.warn({ err: error }, 'live events could not be read: trying again'),
  });
  app.addHook('onClose', async () => fanout.close());
  const tickets = watchTickets(config.certificateKey);
  const slots = streamSlots(config.liveStreamsPerAddress);
  const timingKey = timingKeyCheck(db, config.timingFeedKeys ?? [], config.timingFeedPerMinute ?? 1200);
  const alerts = registerLiveAlerts(app, context, { rules, read });
  registerTimingKeyRoutes(app, context);
  // The results CLI's import reaches open streams: on PostgreSQL by its NOTIFY, on SQLite by this look (not on a
  // database in memory, which no other process can write).
  if (dbKind === 'sqlite' && !(config.database.kind === 'sqlite' && config.database.file === ':memory:')) {
    const watching = watchImports(db, bus, (message) => app.log.warn(message));
    app.addHook('onClose', async () => watching.stop());
  }

  const feedStage = (stage: string, ms: number) => app.metrics.liveFeedStage.observe({ stage }, ms / 1000);
  /** When each feed call's key check began, for the time of the whole call. */
  const feedBegan = new WeakMap<object, number>();
  route(
    app,
    endpoints.livePassings,
    {
      timingKey: async (request) => {
        const began = performance.now();
        feedBegan.set(request, began);
        await timingKey(request);
        feedStage('key', performance.now() - began);
      },
      // The feed has its own per-provider budget (in the key check); a mat's burst must not meet the per-address
      // one.
      config: { rateLimit: false },
    },
    async ({ request, body }) => {
      const scope = request.timingScope;
      if (!scope) throw new Error('a feed call passed the key check without a scope');
      checkFeedScope(scope, {
        year: body.year,
        points: body.passings.map((passing) => passing.point),
        resultsFinal: (await editionState(db, body.year))?.results_status === RESULTS_STATUS.final,
      });
      const { answer, changed, moved } = await ingestFeed(
        db,
        {
          year: body.year,
          provider: scope.provider,
          passings: body.passings,
          statuses: body.statuses,
        },
        await rules.current(),
        Date.now(),
        feedStage,
        await context.calendar(),
      );
      const notifying = performance.now();
      if (changed.length > 0) await bus.publish({ year: body.year, bibs: changed, moved });
      alerts.due(body.year, answer.results);
      const done = performance.now();
      feedStage('notify', done - notifying);
      feedStage('handler', done - (feedBegan.get(request) ?? notifying));
      return answer;
    },
  );
  const passingsFile: LiveService['passingsFile'] = async (year, provider, passings) => {
    const { results, changed, moved } = await ingestPassingsFile(
      db,
      { year, provider, passings },
      await rules.current(),
      await context.calendar(),
    );
    if (changed.length > 0) await bus.publish({ year, bibs: changed, moved });
    alerts.due(year, results);
    return results;
  };

  route(app, endpoints.liveWatch, {}, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const raceDefault = (await rules.current()).tracking;
    const granted: WatchTicket['granted'] = [];
    const runners: (LiveRunner | LiveMissing)[] = [];
    for (const wanted of body.runners) {
      const record = await read(body.year, wanted.bib);
      const shown = visibleRunner(
        record,
        raceDefault,
        (found) =>
          wanted.code !== undefined && found.codeHash === shareCodeHash(body.year, wanted.bib, wanted.code),
        { found: false, year: body.year, bib: wanted.bib },
      );
      if (shown.found && record?.codeHash && (record.tracking ?? raceDefault) === 'code')
        granted.push({ bib: wanted.bib, code: tickets.codeMark(record.codeHash) });
      runners.push(shown);
    }
    const bibs = [...new Set(body.runners.map((runner) => runner.bib))];
    return { watch: tickets.issue({ year: body.year, bibs, granted }), runners };
  });

  route(app, endpoints.liveEvents, {}, async ({ request, reply, query }) => {
    const ticket = tickets.read(query.watch);
    if (!ticket) {
      throw failures.badRequest(
        '关注凭据无效或已过期，请刷新页面',
        'The watch ticket is invalid or expired: reload the page',
      );
    }
    const release = slots.take(clientAddressOf(request));
    if (!release) throw failures.tooManyRequests();
    app.metrics.liveStreams.inc();
    return openEventStream(reply, {
      fanout,
      year: ticket.year,
      bibs: ticket.bibs,
      // The code the page gave must still be the runner's: a new one drawn ends the old one's view at its next event.
      granted: (bib, found) => {
        if (found.codeHash === null) return false;
        const mark = tickets.codeMark(found.codeHash);
        return ticket.granted.some((given) => given.bib === bib && given.code === mark);
      },
      release: () => {
        app.metrics.liveStreams.dec();
        release();
      },
    });
  });

  const searchStartList = startListSearch(db, async () => (await rules.current()).tracking);
  // Short-cached: a runner who hides is gone from the answers within half a minute.
  route(app, endpoints.liveRunnerSearch, { cache: { maxAgeSeconds: 30 } }, async ({ query: { year, q } }) => {
    if (!(await editionState(db, year))) {
      throw failures.notFound(`没有 ${year} 年的赛事`, `There is no ${year} edition`);
    }
    const typed = nameQuery(q);
    const hits = typed ? await searchStartList(year, typed, LIVE_RUNNER_SEARCH_LIMIT + 1) : [];
    return {
      year,
      hits: hits.slice(0, LIVE_RUNNER_SEARCH_LIMIT),
      more: hits.length > LIVE_RUNNER_SEARCH_LIMIT,
    };
  });

  route(app, endpoints.liveTracking, {}, async ({ body, session, reply }) => {
    reply.header('cache-control', 'no-store');
    const registration = await entryByBib(db, body.year, body.bib);
    if (!registration || registration.id_hash !== hashPersonal(normalizeIdNumber(body.idNumber))) {
      const tries = await hitCounter(db, `live-tracking:${session.userId}`, 15 * 60_000);
      if (tries.hits > TRACKING_TRIES) throw failures.tooManyRequests();
      throw new ApiFailure(
        API_CODE.notFound,
        bilingual(
          '号码布与证件号不匹配',
          'The bib and the ID number do not belong to one runner of that year',
        ),
      );
    }
    // The ID number named the runner; it does not prove the account is theirs (issue 41 item 1): reading the
    // choice, hiding, making public or drawing a new code all need the entry's owner.
    const ownership = await owners.of(session, body.year, body.bib);
    if (!ownership.owner) {
      throw new ApiFailure(
        API_CODE.forbidden,
        ownershipRefusal(ownership, {
          zh: '设置谁可以关注这位跑者',
          en: 'choose who may follow this runner',
        }),
      );
    }
    const raceDefault = (await rules.current()).tracking;
    const now = Date.now();
    let code: string | null = null;
    if (body.mode !== undefined || body.newCode) {
      const mode = body.mode === 'default' ? null : body.mode;
      code = body.newCode || (mode === 'code' && !(await hasCode(body.year, body.bib))) ? drawCode() : null;
      const changes = {
        ...(body.mode !== undefined ? { tracking: mode ?? null } : {}),
        ...(code ? { code_hash: shareCodeHash(body.year, body.bib, code) } : {}),
      };
      await db
        .insertInto('live_runners')
        .values({
          year: body.year,
          bib: body.bib,
          status: 0,
          version: 1,
          updated_at: now,
          tracking: null,
          code_hash: null,
          ...changes,
        })
        .onConflict((conflict) =>
          conflict.columns(['year', 'bib']).doUpdateSet((eb) => ({
            ...changes,
            version: eb('live_runners.version', '+', 1),
            updated_at: now,
          })),
        )
        .execute();
      // Open streams read the runner again: one now hidden disappears from every view at once, and from the places.
      await bus.publish({
        year: body.year,
        bibs: [body.bib],
        moved: await placesOfRunner(db, body.year, body.bib),
      });
    }
    const row = await db
      .selectFrom('live_runners')
      .select(['tracking', 'code_hash'])
      .where('year', '=', body.year)
      .where('bib', '=', body.bib)
      .executeTakeFirst();
    const chosen =
      row?.tracking === 'public' || row?.tracking === 'code' || row?.tracking === 'hidden'
        ? row.tracking
        : null;
    return {
      year: body.year,
      bib: body.bib,
      name: registration.name,
      mode: chosen ?? raceDefault,
      chosen: chosen !== null,
      raceDefault,
      code,
    };
  });

  async function hasCode(year: number, bib: string): Promise<boolean> {
    const row = await db
      .selectFrom('live_runners')
      .select('code_hash')
      .where('year', '=', year)
      .where('bib', '=', bib)
      .executeTakeFirst();
    return Boolean(row?.code_hash);
  }

  return {
    yearChanged: (year) => bus.publish({ year, bibs: [WHOLE_YEAR] }),
    passingsFile,
    alertsSettled: alerts.settled,
  };
}
