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
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { registerCors } from './http/cors';
import { registerErrorHandling } from './http/error-handler';
import { registerMessageLanguage, requestLanguage } from './http/localized-text';
import { bilingual } from './http/api-failure';
import { failed } from './http/envelope';
import { registerRateLimit } from './http/rate-limit';
import { registerRequestHeaders } from './http/request-headers';
import { registerBasicCenterRoutes } from './basic-center/routes';
import { registerContentValidation } from './content/serve-validation';
import { registerFileHost } from './file-host/routes';
import { registerHealthRoutes } from './health/routes';
import { registerWebsiteCenterRoutes } from './website-center/routes';
import { registerRaceData } from './race-data/routes';
import { raceDataSeedFrom, seedRaceDataIfEmpty } from './race-data/seed';
import { createPasswordCipher } from './security/password-cipher';
import { registerRegionRoutes } from './regions/routes';
import { registerSignup } from './signup/plugin';
import { registerAccounts } from './user-center/plugin';

export interface BuildAppOptions {
  config: AppConfig;
  /** Fastify's logger: false in tests, the configured level in the server. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of the sign-up windows and deadlines (epoch ms); tests move it instead of waiting. */
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database and configuration the routes use; tests read and write through it. */
    context: AppContext;
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

/**
 * The whole API, ready to listen or to `inject`: opens the database, migrates it, seeds an empty one, and
 * registers every route. Closing the app closes the database.
 */
export async function buildApp({ config, logger = false, now }: BuildAppOptions): Promise<FastifyInstance> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
    await seedRaceDataIfEmpty(database.db, raceDataSeedFrom(process.env, config.nodeEnv));
  } catch (error) {
    await database.close();
    throw error;
  }
  const context: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    passwordCipher: createPasswordCipher(config.cipher),
  };

  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('context', context);
  app.addHook('onClose', async () => database.close());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  registerErrorHandling(app);
  registerMessageLanguage(app);
  // CORS first: its headers must be on every answer, including the errors of the hooks after it.
  await registerCors(app, config.corsOrigins);
  await registerRateLimit(app, config.rateLimitPerMinute);
  registerRequestHeaders(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  registerHealthRoutes(app, context);
  registerWebsiteCenterRoutes(app, context);
  registerBasicCenterRoutes(app, context);
  registerRegionRoutes(app);
  await registerAccounts(app, context);
  await registerRaceData(app, context);
  registerSignup(app, context, now ? { now } : {});
  registerContentValidation(app, context);
  await registerFileHost(app, context);

  await app.ready();
  return app;
}
