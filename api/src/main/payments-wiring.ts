import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createPayments, registerPaymentsRoutes, type Payments } from '../modules/payments';
import { contactOfUser, resolveAuthSettings } from '../modules/accounts';
import { deliverMessages, registerMessagesRoutes } from '../modules/messages';
import {
  deliverNotices,
  NOTICES_PER_SWEEP,
  type NoticeDelivery,
  onPaymentOutcome,
  openAllPendingOrders,
  readDrawSettings,
  registerSeasonRoutes,
  type SeasonDeps,
} from '../modules/season';
import { directEntryRegNos, entriesSignedUpBy, signedUpFor, signerOf } from '../modules/signup';
import type { AppConfig } from '../platform/config/config';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/schema';
import { siteUrlFor } from '../platform/http/site-url';
import { seasonNoticeSenders } from '../platform/messaging/senders';
import { sweepAlso } from '../platform/shared-state/sweep';
import { configuredProviders, type ConfiguredProviders } from './payment-providers';

export interface SeasonWiring {
  season: SeasonDeps;
  payments: Payments;
  providers: ConfiguredProviders;
}

/**
 * The season and its payments, wired to each other: the season opens an order per won place and asks for refunds
 * through payments; payments tells the season what became of each (paid, expired, refunded) through its outbox.
 * The API and the organisers' CLI build the same pair.
 */
export function wireSeason(db: Kysely<Database>, config: AppConfig, now: () => number): SeasonWiring {
  const providers = configuredProviders(config, now);
  let season: SeasonDeps | null = null;
  const payments = createPayments({
    db,
    clock: now,
    providers: providers.byName,
    onOutcome: async (outcome) => {
      if (season) await onPaymentOutcome(season, outcome);
    },
  });
  season = {
    db,
    payments,
    settingsOf: (year, raceItem) => readDrawSettings(config.contentDir, year, raceItem),
    reservedRegNos: (year, raceItem) => directEntryRegNos(db, year, raceItem),
    signedUpFor: (userId, year, regNo) => signedUpFor(db, userId, year, regNo),
    entriesOf: (userId) => entriesSignedUpBy(db, userId),
    now,
  };
  return { season, payments, providers };
}

/** How the season's queued notices reach runners: the account that signed the entry up, by its e-mail or phone. */
export function noticeDelivery(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyInstance['log'],
  now: () => number,
): NoticeDelivery {
  const senders = seasonNoticeSenders(resolveAuthSettings(config), log);
  return {
    db,
    contactOf: async (year, regNo) => {
      const userId = await signerOf(db, year, regNo);
      return userId === undefined ? null : contactOfUser(db, userId);
    },
    ...senders,
    siteUrl: siteUrlFor(config),
    now,
    warn: (facts) => log.warn({ event: 'season-notice-failed', ...facts }, 'a season notice was not sent'),
  };
}

/**
 * The season's and payments' routes. The shared-state sweep (once a minute per process, on the back of traffic)
 * asks providers about orders whose notification never came, expires unpaid windows, resends refunds, delivers
 * outcomes, opens orders a crash left unopened and sends the runners' notices queued by each step, then the
 * organisers' messages to segments with what the notices left of the sweep's budget.
 */
export function registerSeasonAndPayments(
  app: FastifyInstance,
  context: AppContext,
  now: () => number,
): SeasonWiring {
  const { db, config } = context;
  const { season, payments, providers } = wireSeason(db, config, now);
  const delivery = noticeDelivery(db, config, app.log, now);
  registerSeasonRoutes(app, season, context.audit);
  const messages = registerMessagesRoutes(app, context, context.audit, now);
  registerPaymentsRoutes(app, {
    payments,
    providers: providers.names,
    dev: providers.dev,
    signedUpFor: season.signedUpFor,
    siteOf: (request) => siteUrlFor(config, request),
  });
  sweepAlso(db, () => {
    // In the background: a provider that is slow or down never holds up the request that ran the sweep.
    void (async () => {
      await payments.sweep();
      await openAllPendingOrders(season);
      const notices = await deliverNotices(delivery);
      await deliverMessages(
        { notices: delivery, optOutLink: messages.optOutLink },
        NOTICES_PER_SWEEP - notices,
      );
    })().catch((error: unknown) => app.log.error({ err: error }, 'the payments sweep failed; it runs again'));
    return Promise.resolve();
  });
  return { season, payments, providers };
}
