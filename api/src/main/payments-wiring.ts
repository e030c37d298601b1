import type { FastifyInstance } from 'fastify';
import { createPayments } from '../modules/payments';
import { registerPaymentsRoutes } from '../modules/payments';
import {
  onPaymentOutcome,
  openAllPendingOrders,
  readDrawSettings,
  registerSeasonRoutes,
  type SeasonDeps,
} from '../modules/season';
import { directEntryRegNos, entriesSignedUpBy, signedUpFor } from '../modules/signup';
import type { AppContext } from '../platform/context';
import { siteUrlFor } from '../platform/http/site-url';
import { sweepAlso } from '../platform/shared-state/sweep';
import { configuredProviders } from './payment-providers';

/**
 * The season and its payments, wired to each other: the season opens an order per won place and asks for refunds
 * through payments; payments tells the season what became of each (paid, expired, refunded) through its outbox.
 * The shared-state sweep (once a minute per process, on the back of traffic) asks providers about orders whose
 * notification never came, expires unpaid windows, resends refunds, delivers outcomes and opens orders a crash
 * left unopened.
 */
export function registerSeasonAndPayments(
  app: FastifyInstance,
  context: AppContext,
  now: () => number,
): void {
  const { db, config } = context;
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
  const deps = season;
  registerSeasonRoutes(app, deps, context.audit);
  registerPaymentsRoutes(app, {
    payments,
    providers: providers.names,
    dev: providers.dev,
    signedUpFor: deps.signedUpFor,
    siteOf: (request) => siteUrlFor(config, request),
  });
  sweepAlso(db, () => {
    // In the background: a provider that is slow or down never holds up the request that ran the sweep.
    void (async () => {
      await payments.sweep();
      await openAllPendingOrders(deps);
    })().catch((error: unknown) => app.log.error({ err: error }, 'the payments sweep failed; it runs again'));
    return Promise.resolve();
  });
}
