import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Migrator } from 'kysely';
import { paymentsMigration } from '../../api/src/modules/payments/migration';
import { createDevProvider } from '../../api/src/modules/payments/dev-provider';
import type { PaymentOutcome } from '../../api/src/modules/payments/outcome';
import { createPayments } from '../../api/src/modules/payments/payments';
import type { RawNotification } from '../../api/src/modules/payments/provider';
import { openDatabase, type DatabaseHandle } from '../../api/src/platform/db/connect';
import { startTestPostgres } from '../../api/src/test-support/postgres-server';
import { percentile } from './percentile';

export const title =
  'Payment notifications at 200 a second with duplicates, across two API processes on one database: 0 double-counted';

const RATE = 200;
const SECONDS = 10;
const ORDERS = RATE * SECONDS;
/** A quarter of the notifications are delivered again, to the other process, at the same moment. */
const DUPLICATE_SHARE = 0.25;
const FEE_FEN = 16_000;
const YEAR = 2030;

/** The same notifications through two payments instances, each on its own handle (SQLite: one shared handle). */
async function notify(label: string, first: DatabaseHandle, second: DatabaseHandle): Promise<void> {
  // The payments module's own tables are all this needs.
  const migrated = await new Migrator({
    db: first.db,
    provider: { getMigrations: () => Promise.resolve({ '0024_payments': paymentsMigration }) },
  }).migrateToLatest();
  if (migrated.error) throw migrated.error;
  const clock = () => Date.now();
  const dev = createDevProvider({ secret: 'payments-bench-secret', clock, checkoutBase: 'http://bench/pay' });
  const delivered = new Map<string, number>();
  const onOutcome = async (outcome: PaymentOutcome) => {
    delivered.set(outcome.orderNo, (delivered.get(outcome.orderNo) ?? 0) + 1);
  };
  const processes = [first.db, second.db].map((db) =>
    createPayments({ db, clock, providers: { dev }, onOutcome }),
  );
  const [a, b] = processes;
  if (!a || !b) throw new Error('two processes expected');
  console.log(`  ${label}`);
  try {
    const orders: string[] = [];
    for (let regNo = 1; regNo <= ORDERS; regNo++) {
      const { orderNo } = await a.openOrder({
        year: YEAR,
        regNo,
        raceItem: 'half',
        amountFen: FEE_FEN,
        payBy: clock() + 3_600_000,
      });
      await a.startCheckout(YEAR, regNo, 'dev');
      orders.push(orderNo);
    }
    const latencies: number[] = [];
    const results = new Map<string, number>();
    let failed = 0;
    // As a provider does: a notification not acknowledged (an error, a timeout) is sent again a little later.
    const send = async (payments: typeof a, notification: RawNotification, attempt = 1): Promise<void> => {
      const start = performance.now();
      try {
        const result = await payments.handleNotification('dev', notification);
        latencies.push(performance.now() - start);
        results.set(result, (results.get(result) ?? 0) + 1);
      } catch (error) {
        failed++;
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
        await send(payments, notification, attempt + 1);
      }
    };
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    let duplicates = 0;
    for (let i = 0; i < orders.length; i++) {
      // Paced at RATE a second: each notification leaves at its slot, without waiting for the ones before.
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const orderNo = orders[i] ?? '';
      const notification = dev.pay(orderNo, FEE_FEN);
      inFlight.push(send(i % 2 === 0 ? a : b, notification));
      if (i % Math.round(1 / DUPLICATE_SHARE) === 0) {
        duplicates++;
        inFlight.push(send(i % 2 === 0 ? b : a, notification));
      }
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;
    await a.deliverOutcomes();
    const rows = await first.db
      .selectFrom('payment_orders')
      .select(['state', 'paid_fen'])
      .where('year', '=', YEAR)
      .execute();
    const paid = rows.filter((row) => row.state === 'paid').length;
    const takenFen = rows.reduce((sum, row) => sum + Number(row.paid_fen), 0);
    const outcomeRows = await first.db.selectFrom('payment_outcomes').select('id').execute();
    const doubleCounted = takenFen - paid * FEE_FEN + (outcomeRows.length - paid);
    const sorted = [...latencies].sort((x, y) => x - y);
    console.log(
      `  ${orders.length + duplicates} notifications (${duplicates} duplicates) in ${elapsed.toFixed(1)} s: ${((orders.length + duplicates) / elapsed).toFixed(0)} a second`,
    );
    console.log(
      `  handling p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms `,
    );
    console.log(
      `  results: ${[...results].map(([result, n]) => `${result} ${n}`).join(', ')}; not acknowledged and sent again: ${failed}; orders paid ${paid} of ${orders.length}`,
    );
    console.log(
      `  money taken ${takenFen} fen for ${paid} × ${FEE_FEN}; paid outcomes ${outcomeRows.length}; double-counted payments: ${doubleCounted}`,
    );
    const twice = [...delivered.values()].filter((times) => times > 1).length;
    console.log(`  outcomes told to the season: ${delivered.size} orders, ${twice} told more than once`);
    if (doubleCounted !== 0 || paid !== orders.length) throw new Error('a payment was counted twice or lost');
  } finally {
    if (second !== first) await second.close();
    await first.close();
  }
}

export async function run(): Promise<void> {
  // SQLite: one handle (better-sqlite3 is synchronous: two handles in one process would wait on each other's lock).
  const dir = mkdtempSync(join(tmpdir(), 'payments-bench-'));
  try {
    const sqlite = openDatabase({ kind: 'sqlite', file: join(dir, 'bench.sqlite') });
    await notify('SQLite (two payments instances on one handle)', sqlite, sqlite);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // PostgreSQL: two pools, as two API processes have.
  const server = await startTestPostgres();
  try {
    const url = server.url;
    await notify(
      'PostgreSQL (two pools)',
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    );
  } finally {
    await server.stop();
  }
}
