import type { FastifyInstance } from 'fastify';
import { endpoints, RACE_ITEMS, REGISTRATION_STATUS, type Dashboard } from '@marathon/shared/api';
import { beijingDateAt } from '../kernel/beijing-day';
import { editionOf } from '../kernel/race-calendar';
import { feedHealthOf, liveRunnerCounts } from '../modules/live';
import { paymentsPerDay } from '../modules/payments';
import { pickupsPerDay } from '../modules/pickup';
import { entriesByStatus, registrationsPerDay, withdrawalsPerDay } from '../modules/registrations';
import { drawSummaries } from '../modules/season';
import type { AppContext } from '../platform/context';
import { noStore } from '../platform/http/http-cache';
import { route } from '../platform/http/route';

type DrawState = Dashboard['draws'][number]['state'];

/**
 * The organisers' dashboard of an edition (default: the current one). Each module counts its own tables; this
 * composes their answers into one per-day table, the status totals, the draws and the race day's live state.
 */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext, now: () => number): void {
  route(app, endpoints.staffDashboard, { before: noStore }, async ({ query }) => {
    const { db } = context;
    const year = query.year ?? editionOf(now());
    const [registrations, withdrawals, statuses, payments, pickups, draws, live, feeds, calendar] =
      await Promise.all([
        registrationsPerDay(db, year),
        withdrawalsPerDay(db, year),
        entriesByStatus(db, year),
        paymentsPerDay(db, year),
        pickupsPerDay(db, year),
        drawSummaries(db, year),
        liveRunnerCounts(db, year),
        feedHealthOf(db, year),
        context.calendar(),
      ]);
    const dayNames = [
      ...new Set([...registrations.keys(), ...withdrawals.keys(), ...payments.keys(), ...pickups.keys()]),
    ];
    const days = dayNames.sort().map((day) => ({
      day,
      registrations: registrations.get(day) ?? 0,
      payments: payments.get(day)?.orders ?? 0,
      paidFen: payments.get(day)?.paidFen ?? 0,
      withdrawals: withdrawals.get(day) ?? 0,
      pickups: pickups.get(day) ?? 0,
    }));
    const sum = (pick: (day: (typeof days)[number]) => number) =>
      days.reduce((total, day) => total + pick(day), 0);
    const raceDayAt = calendar.raceDayOf(year);
    const raceDay = raceDayAt === null ? null : beijingDateAt(raceDayAt);
    const status = (code: number) => statuses.get(code) ?? 0;
    const answer: Dashboard = {
      year,
      raceDay,
      isRaceDay: raceDay !== null && raceDay === beijingDateAt(now()),
      days,
      totals: {
        registrations: sum((day) => day.registrations),
        payments: sum((day) => day.payments),
        paidFen: sum((day) => day.paidFen),
        // Withdrawn entries whose moment was not kept still count in the total, from their status.
        withdrawals: status(REGISTRATION_STATUS.withdrawn),
        pickups: sum((day) => day.pickups),
      },
      statuses: {
        submitted: status(REGISTRATION_STATUS.submitted),
        won: status(REGISTRATION_STATUS.won),
        waitlist: status(REGISTRATION_STATUS.waitlist),
        confirmed: status(REGISTRATION_STATUS.confirmed),
        expired: status(REGISTRATION_STATUS.expired),
        withdrawn: status(REGISTRATION_STATUS.withdrawn),
        notSelected: status(REGISTRATION_STATUS.notSelected),
      },
      draws: RACE_ITEMS.map((raceItem) => {
        const draw = draws.find((candidate) => candidate.raceItem === raceItem);
        return {
          raceItem,
          state: (draw?.state ?? null) as DrawState,
          drawnAt: draw?.drawnAt ?? null,
          entries: draw?.entries ?? 0,
          winners: draw?.winners ?? 0,
        };
      }),
      live: { ...live, feeds },
    };
    return answer;
  });
}
