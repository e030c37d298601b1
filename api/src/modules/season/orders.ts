import { queueNotices } from './notices/queue';
import type { SeasonDeps } from './season-deps';
import { drawnDraws, ordersToOpen, setOrder } from './repository';

/**
 * Opens the payment order of every won place of a race item that has none yet, with the pay window from the win.
 * Run after each draw and promotion, and again on any later call: openOrder is idempotent per entry, so a crash
 * between the win and the order only delays the order, never doubles it.
 */
export async function openPendingOrders(deps: SeasonDeps, year: number, raceItem: string): Promise<number> {
  const settings = await deps.settingsOf(year, raceItem);
  if (!settings) return 0;
  const pending = await ordersToOpen(deps.db, year, raceItem);
  for (const entry of pending) {
    const payBy = Number(entry.won_at ?? deps.now()) + settings.payWindowMs;
    const { orderNo } = await deps.payments.openOrder({
      year,
      regNo: entry.reg_no,
      raceItem,
      amountFen: settings.feeFen,
      payBy,
    });
    await setOrder(deps.db, year, entry.reg_no, orderNo, payBy);
    await queueNotices(
      deps.db,
      [{ kind: 'won', year, regNo: entry.reg_no, raceItem, amountFen: settings.feeFen, payBy }],
      deps.now(),
    );
  }
  return pending.length;
}

/** Opens the orders of every drawn race item (the sweep's catch-up after a crash between a win and its order). */
export async function openAllPendingOrders(deps: SeasonDeps): Promise<number> {
  const draws = await drawnDraws(deps.db);
  let opened = 0;
  for (const draw of draws) opened += await openPendingOrders(deps, draw.year, draw.race_item);
  return opened;
}
