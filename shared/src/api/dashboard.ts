import { z } from '../zod';
import { DRAW_STATES } from './season';
import { RACE_ITEMS } from './search';
import { feedHealthSchema } from './timing';

/**
 * The organisers' dashboard of one edition: what a race director opens first. Every figure is counted by the
 * module that owns its table; days are Beijing dates (`YYYY-MM-DD`), money integer fen.
 */

export const dashboardQuerySchema = z
  .object({ year: z.coerce.number().int().min(2000).max(2100).optional() })
  .strict();

const count = z.number().int().min(0);

/** One Beijing day of the edition: sign-ups, paid orders and their total, withdrawals, kit pickups. */
export const dashboardDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  registrations: count,
  payments: count,
  paidFen: count,
  withdrawals: count,
  pickups: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** Entries by registration status (REGISTRATION_STATUS's names). */
export const dashboardStatusTotalsSchema = z.object({
  submitted: count,
  won: count,
  waitlist: count,
  confirmed: count,
  expired: count,
  withdrawn: count,
  notSelected: count,
});
export type DashboardStatusTotals = z.infer<typeof dashboardStatusTotalsSchema>;

/** One race item's draw: its state, or null when no seed was committed yet. */
export const dashboardDrawSchema = z.object({
  raceItem: z.enum(RACE_ITEMS),
  state: z.enum(DRAW_STATES).nullable(),
  drawnAt: z.number().int().nullable(),
  entries: count,
  winners: count,
});

/** The runners on race day: started (read at any mat), finished, on course (started, not finished, not out). */
export const dashboardLiveSchema = z.object({
  started: count,
  onCourse: count,
  finished: count,
  /** Did not finish or disqualified. */
  out: count,
  feeds: z.array(feedHealthSchema),
});

export const dashboardAnswerSchema = z.object({
  year: z.number().int(),
  /** The race day (Beijing date) when a race is configured for the year, else null. */
  raceDay: z.string().nullable(),
  /** True when today (Beijing) is the race day. */
  isRaceDay: z.boolean(),
  days: z.array(dashboardDaySchema),
  totals: z.object({
    registrations: count,
    payments: count,
    paidFen: count,
    withdrawals: count,
    pickups: count,
  }),
  statuses: dashboardStatusTotalsSchema,
  draws: z.array(dashboardDrawSchema),
  live: dashboardLiveSchema,
});
export type Dashboard = z.infer<typeof dashboardAnswerSchema>;
