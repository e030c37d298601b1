import { registerDashboardRoutes } from './dashboard-routes';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { API_CODE } from '@marathon/shared/api';
import { trustProxyTest } from '@marathon/shared/trust-proxy';
import type { AppConfig } from '../platform/config/config';
import type { AppContext } from '../platform/context';
import { openDatabase } from '../platform/db/connect';
import { accessLogOption } from '../platform/http/access-log';
import { registerClientAddress } from '../platform/http/client-address';
import { answerClientError } from '../platform/http/client-error';
import { allowedOrigins, registerCors } from '../platform/http/cors';
import { assertEveryRouteDeclared, recordRoutes } from '../platform/http/route-registry';
import { registerErrorHandling } from '../platform/http/error-handler';
import { registerMessageLanguage, requestLanguage } from '../platform/http/localized-text';
import { bilingual } from '../platform/http/api-failure';
import { failed } from '../platform/http/envelope';
import { registerRateLimit } from '../platform/http/rate-limit';
import { registerRequestHeaders } from '../platform/http/request-headers';
import { registerRequestIdEcho, requestIdOption } from '../platform/http/request-id';
import { createApiMetrics, type ApiMetrics } from '../platform/metrics/api-metrics';
import { registerHttpMetrics } from '../platform/metrics/http-metrics';
import { registerSecurityHeaders } from '../platform/http/security-headers';
import { registerBasicCenterRoutes } from '../modules/reference';
import { registerContentEditing, registerContentValidation, type PublishedFiles } from '../modules/content';
import { registerFileHost, registerSiteConfigRoute } from '../modules/content';
import { registerHealthRoutes } from './health-routes';
import { isBoundOnline, readRaceCalendar, registerSitesRoutes } from '../modules/sites';
import { keptReads } from '../platform/cache/kept-reads';
import { registerResultsAdmin, whenResultsReplaced } from '../modules/results';
import { registerRaceData } from '../modules/results';
import { forgetLiveReads, hiddenBibs, registerLive, type LiveService } from '../modules/live';
import { registerFollowedRoutes } from '../modules/live';
import { createPasswordCipher } from '../platform/security/password-cipher';
import { registerRegionRoutes } from '../modules/reference';
import { registerSeasonAndPayments, type SeasonWiring } from './payments-wiring';
import { entriesClosedFor, seasonStepOf } from '../modules/season';
import { registerSignup, signedUpFor, signupFormWindows } from '../modules/signup';
import { entryOwners } from '../modules/registrations';
import { deleteEnded, registerAccounts, requireSession, resolveAuthSettings } from '../modules/accounts';
import { sweepAlso } from '../platform/shared-state/sweep';
import { MAX_FILE_BYTES, registerUploadRoutes } from '../modules/uploads';
import { createAuditTrail, deleteOldAuditEvents, registerAuditRoutes } from '../modules/audit';
import { deleteEndedStaffRows, registerStaffRoutes, requireStaff } from '../modules/staff';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../platform/config/config';
import { alertSenders } from '../platform/messaging/senders';
import { provideRouteAuth } from '../platform/http/route';
import { registerPickupRoutes } from '../modules/pickup';
import { registerExportRoutes } from '../modules/exports';
import { registerStartupGate } from './startup/gate';
import { prepareData, type ProgressReporter } from './startup/prepare';
import { newStartupState, type StartupState } from './startup/state';

export interface BuildAppOptions {
  config: AppConfig;
  /** Fastify's logger: false in tests, the configured level in the server. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of the sign-up windows and deadlines (epoch ms); tests move it instead of waiting. */
  now?: () => number;
  /**
   * Run when the app closes (tests remove their database and folders). Given here, not added as a hook after
   * the build: Fastify refuses hooks once the app has started, which an async start reaches before its caller.
   */
  onClose?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Check every JSON answer against its endpoint's answer schema, answering 500 on a mismatch. On when the
   * configuration says `test`, so every API test checks the contract of what it calls.
   */
  checkAnswers?: boolean;
  /** Where the app counts for Prometheus; a registry of its own unless given (the server serves it). */
  metrics?: ApiMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database and configuration the routes use; tests read and write through it. */
    context: AppContext;
    /** The services main/ wired, for tests and tools to reach (modules get them as arguments). */
    services: { live: LiveService; season: SeasonWiring };
    /** Where the start stands: /health reports it and the start-up gate reads it. */
    startup: StartupState;
  }
}

/** Malformed URLs never reach a route: answer them as an envelope too. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const text = bilingual('请求地址无效', `The request is malformed (${error.code})`);
  // These answers skip the hooks, the one that renders messages too: render this one here.
  reply
    .code(API_CODE.badRequest)
    .send({ ...failed(API_CODE.badRequest, text), msg: text.in(requestLanguage(request)) });
}

export interface StartingApp {
  /** Registered and able to listen: until `prepare` has finished, /health says `starting`. */
  app: FastifyInstance;
  /** Migrates and seeds (production seeds nothing invented); resolves when the app is ready. */
  prepare(report?: ProgressReporter): Promise<void>;
}

/**
 * The whole API, ready to listen before its data is: the server listens at once (within a second or two whatever
 * the database holds) and prepares the data after, with progress, while /health answers `starting` and the
 * routes that need the data answer 503 "starting".
 */
export async function createApp(options: BuildAppOptions): Promise<StartingApp> {
  const { config } = options;
  const database = openDatabase(config.database);
  let app: FastifyInstance;
  try {
    app = await registerApp(database, options);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { app, prepare: (report) => prepareData(database.db, config, app.startup, report) };
}

/**
 * The whole API, ready to `inject`: migrated, seeded and with every route registered (what tests and tools use).
 * Closing the app closes the database.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { app, prepare } = await createApp(options);
  try {
    await prepare();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function registerApp(
  database: ReturnType<typeof openDatabase>,
  {
    config,
    logger = false,
    now,
    onClose,
    checkAnswers = config.nodeEnv === 'test',
    metrics = createApiMetrics(),
  }: BuildAppOptions,
): Promise<FastifyInstance> {
  const calendars = keptReads((_: 'races') => readRaceCalendar(database.db), { max: 1, keepMs: 5_000 });
  const context: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    passwordCipher: createPasswordCipher(config.cipher),
    // Read on every feed call and sign-up: kept 5 s, so a race configured or moved counts within seconds.
    calendar: () => calendars.get('races'),
    audit: createAuditTrail(database.db),
    // Set once the content module is registered below, before any request can come.
    publishedSiteFile: (site, file) => published?.get(site, file) ?? Promise.resolve(null),
  };
  let published: PublishedFiles | null = null;

  const app = Fastify({
    logger,
    ...accessLogOption(),
    ...requestIdOption,
    trustProxy: trustProxyTest(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // First: it must see every route, to refuse one that does not come from the endpoint table.
  recordRoutes(app);
  app.decorate('context', context);
  app.decorate('checkAnswers', checkAnswers);
  app.decorate('startup', newStartupState());
  registerRequestIdEcho(app);
  registerHttpMetrics(app, metrics);
  app.addHook('onClose', async () => database.close());
  // Close hooks run last-added first: this one before the database closes.
  if (onClose) app.addHook('onClose', async (instance) => onClose(instance));
  registerSecurityHeaders(app);

  registerErrorHandling(app);
  registerMessageLanguage(app);
  // CORS first: its headers must be on every answer, including the errors of the hooks after it.
  // A domain bound while the API runs is allowed within seconds: each host's answer is kept 5 s.
  const bound = keptReads((host: string) => isBoundOnline(database.db, host), { max: 1_000, keepMs: 5_000 });
  await registerCors(app, allowedOrigins(config), (host) => bound.get(host));
  registerStartupGate(app, app.startup);
  // Before the rate limit, which runs in each route's own hooks: every limit counts by this address.
  registerClientAddress(app, config.internalApiKey ?? null);
  await registerRateLimit(app, {
    perMinute: config.rateLimitPerMinute,
    internalPerMinute: config.internalRateLimitPerMinute ?? config.rateLimitPerMinute,
    db: database.db,
    countsReady: () => app.startup.phase !== 'preparing',
  });
  registerRequestHeaders(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  // The shared state's sweep also deletes the accounts' ended codes and sessions (their tables, their query).
  sweepAlso(database.db, (now) => deleteEnded(database.db, now));
  sweepAlso(database.db, (now) => deleteEndedStaffRows(database.db, now));
  const retentionDays = config.auditRetentionDays ?? AUDIT_RETENTION_DEFAULT_DAYS;
  sweepAlso(database.db, (now) => deleteOldAuditEvents(database.db, retentionDays, now));
  // An import of results replaces the year's live reads, in its own transaction.
  whenResultsReplaced(database.db, forgetLiveReads);
  // Before any module's route: every route checks its callers through these.
  provideRouteAuth(app, {
    session: (request) => requireSession(request, context.db),
    staff: (request, permission) => requireStaff(context.db, request, permission),
  });
  const authSettings = resolveAuthSettings(config);
  registerStaffRoutes(app, {
    db: context.db,
    audit: context.audit,
    siteUrl: config.siteUrl ?? null,
    scryptLogN: authSettings.scryptLogN,
    mail: (log) => {
      // The invitation goes out as the finish alerts' e-mails do: SMTP, or the outbox in development.
      const email = alertSenders(authSettings, log).email;
      return email
        ? (message) =>
            email.send({
              target: message.to,
              subject: message.subject,
              text: message.text,
              params: {},
              token: message.token,
            })
        : null;
    },
    // The wall clock, not the sign-up's (tests move that one): sessions and TOTP codes live in real time.
    now: Date.now,
  });
  registerAuditRoutes(app, context.db, context.audit);
  published = registerContentEditing(app, context, now ?? Date.now);
  registerDashboardRoutes(app, context, now ?? Date.now);
  registerHealthRoutes(app, context);
  registerSitesRoutes(app, { db: context.db, formWindowOf: signupFormWindows(context) });
  registerSiteConfigRoute(app, {
    db: context.db,
    contentDir: config.contentDir,
    published: (site) => context.publishedSiteFile?.(site, 'config') ?? Promise.resolve(null),
  });
  registerBasicCenterRoutes(app);
  registerRegionRoutes(app);
  // The multipart parser (registered with the accounts) takes files up to the uploads' limit.
  await registerAccounts(app, context, { maxFileBytes: MAX_FILE_BYTES });
  registerUploadRoutes(app, context, authSettings);
  // Whose an entry is (a correction, a tracking choice): the sign-up answers which account signed up.
  const owners = entryOwners(context.db, (userId, year, regNo) =>
    signedUpFor(context.db, userId, year, regNo),
  );
  // The lists honour the live hide choice; the results module cannot import live (live reads results).
  // The registration lookup says the season's next step; the season is wired below (it needs no race data).
  let season: SeasonWiring | null = null;
  await registerRaceData(
    app,
    context,
    owners,
    (year, bibs) => hiddenBibs(context.db, year, bibs),
    async (year, regNo) => (season ? seasonStepOf(season.season, year, regNo) : null),
  );
  const live = await registerLive(app, context, owners);
  // After the accounts: the results upload reads multipart bodies through the parser registered there.
  registerResultsAdmin(app, context, live);
  registerFollowedRoutes(app, context.db);
  registerSignup(app, context, {
    ...(now ? { now } : {}),
    // The season closes a race item's entries for its draw: an entry after that would never be drawn.
    entriesClosed: (year, raceItem) => entriesClosedFor(context.db, year, raceItem),
  });
  season = registerSeasonAndPayments(app, context, now ?? Date.now);
  app.decorate('services', { live, season });
  registerPickupRoutes(app, context, {
    ticketSecret: authSettings.captchaSecret,
    siteUrl: config.siteUrl ?? null,
    bibsChanged: (year) => live.yearChanged(year),
  });
  registerExportRoutes(app, context, now ?? Date.now);
  registerContentValidation(app, context);
  await registerFileHost(app, context);

  await app.ready();
  assertEveryRouteDeclared(app);
  return app;
}
