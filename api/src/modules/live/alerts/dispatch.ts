import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FeedItemResult, LiveRules } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { entryByBib } from '../../registrations';
import { hitCounter } from '../../../platform/shared-state/counters';
import { maskedTarget } from '../../accounts';
import type { AlertSender } from '../../../platform/messaging/senders';
import { alertText, type AlertPoint } from './alert-text';
import { inQuietHours } from './quiet-hours';
import type { LiveAlertsTable } from './tables';

/** Alerts one phone or mailbox receives in an hour, from every alert it has: ten runners' finish and one point. */
export const ALERTS_PER_TARGET_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

/**
 * Tries after a failed send: three, a minute, two and four minutes after the one before (a provider's outage of a
 * few minutes); later than that a finish is no longer news.
 */
export const ALERT_RETRIES = 3;
export const ALERT_RETRY_BACKOFF_MS = 60_000;
/**
 * A claim still 'sending' this long after it was made belongs to a process that died before it sent (a send takes
 * seconds): it is taken back and sent. Should the process have died after the provider took the message and before
 * it wrote so, the follower gets it twice; without this they would get nothing.
 */
const ALERT_CLAIM_LEASE_MS = 5 * 60_000;
/** Claims a sweep takes at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

const retryAt = (attempts: number, now: number): number | null =>
  attempts > ALERT_RETRIES ? null : now + ALERT_RETRY_BACKOFF_MS * 2 ** (attempts - 1);

const ALERTED = new Set<string>(['5k', '10k', '15k', '20k', 'finish']);

export type AlertOutcome = 'sent' | 'failed' | 'quiet' | 'over-budget' | 'hidden';

export interface AlertDispatch {
  db: Kysely<Database>;
  senders: { sms: AlertSender | null; email: AlertSender | null };
  /** The opt-out link of an alert. */
  stopLink: (alertId: string) => { link: string; token: string };
  log: FastifyBaseLogger;
}

/** The passings a feed call kept (new or replacing), which are the only ones that may alert. */
export function keptPassings(results: readonly FeedItemResult[]): { bib: string; point: string }[] {
  return results
    .filter((item) => item.kind === 'passing' && (item.outcome === 'accepted' || item.outcome === 'replaced'))
    .flatMap((item) => (item.point && ALERTED.has(item.point) ? [{ bib: item.bib, point: item.point }] : []));
}

/**
 * Sends the alerts a feed call's kept passings are due, each at most once. For each alert and point, the process
 * first claims it with a row whose primary key is (alert, point): of two processes taking the same passing, or a
 * passing re-sent or corrected later, only the first insert succeeds and only it goes on. Then, in order: a runner
 * now hidden (or whose share code changed since) sends nothing; an alert in the quiet hours is not sent (a late
 * correction at night is no longer news, and it is not sent later either); a target over its hourly budget is
 * not sent to; otherwise it is sent. The claim's row keeps what came of it.
 */
export async function dispatchAlerts(
  context: AlertDispatch,
  year: number,
  passings: readonly { bib: string; point: string }[],
  rules: LiveRules,
  now = Date.now(),
): Promise<AlertOutcome[]> {
  const { db } = context;
  if (passings.length === 0) return [];
  const bibs = [...new Set(passings.map((passing) => passing.bib))];
  const alerts = await db
    .selectFrom('live_alerts')
    .selectAll()
    .where('year', '=', year)
    .where('bib', 'in', bibs)
    .where('stopped_at', 'is', null)
    .execute();
  if (alerts.length === 0) return [];
  const outcomes: AlertOutcome[] = [];
  for (const { bib, point } of passings) {
    for (const alert of alerts) {
      if (alert.bib !== bib || (point !== 'finish' && alert.point !== point)) continue;
      const claimed = await db
        .insertInto('live_alert_sends')
        .values({
          alert_id: alert.id,
          point,
          outcome: 'sending',
          claimed_at: now,
          attempts: 1,
          retry_at: null,
        })
        .onConflict((conflict) => conflict.columns(['alert_id', 'point']).doNothing())
        .returning('alert_id')
        .executeTakeFirst();
      if (!claimed) continue;
      outcomes.push(await sendAndRecord(context, alert, point, 1, rules, now));
    }
  }
  return outcomes;
}

/** Sends a claimed alert and writes what came of it on the claim, with the next try's time when it failed. */
async function sendAndRecord(
  context: AlertDispatch,
  alert: LiveAlertsTable,
  point: string,
  attempts: number,
  rules: LiveRules,
  now: number,
): Promise<AlertOutcome> {
  const outcome = await sendClaimed(context, alert, point as AlertPoint, rules, now);
  await context.db
    .updateTable('live_alert_sends')
    .set({ outcome, retry_at: outcome === 'failed' ? retryAt(attempts, now) : null })
    .where('alert_id', '=', alert.id)
    .where('point', '=', point)
    .execute();
  return outcome;
}

/**
 * Tries again the sends that failed (once their backoff has passed, while tries are left) and the claims whose
 * process died before sending. Every API process sweeps; each claim is taken back by a conditional update of the
 * row as it was read, so of two processes sweeping at once only one sends. A retried send goes through the same
 * checks as the first: a runner now hidden, the quiet hours (the alert is then dropped, not kept for the morning)
 * and the target's hourly budget (each try counts).
 */
export async function retryFailedAlerts(
  context: AlertDispatch,
  rules: LiveRules,
  now = Date.now(),
): Promise<AlertOutcome[]> {
  const { db } = context;
  const due = await db
    .selectFrom('live_alert_sends')
    .innerJoin('live_alerts', 'live_alerts.id', 'live_alert_sends.alert_id')
    .selectAll('live_alerts')
    .select([
      'live_alert_sends.point as send_point',
      'live_alert_sends.outcome as send_outcome',
      'live_alert_sends.claimed_at as send_claimed_at',
      'live_alert_sends.attempts as send_attempts',
    ])
    .where('live_alerts.stopped_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('live_alert_sends.outcome', '=', 'failed'), eb('live_alert_sends.retry_at', '<=', now)]),
        eb.and([
          eb('live_alert_sends.outcome', '=', 'sending'),
          eb('live_alert_sends.claimed_at', '<=', now - ALERT_CLAIM_LEASE_MS),
          eb('live_alert_sends.attempts', '<=', ALERT_RETRIES),
        ]),
      ]),
    )
    .limit(SWEEP_BATCH)
    .execute();
  const outcomes: AlertOutcome[] = [];
  for (const { send_point: point, send_outcome, send_claimed_at, send_attempts, ...alert } of due) {
    const attempts = Number(send_attempts) + 1;
    const taken = await db
      .updateTable('live_alert_sends')
      .set({ outcome: 'sending', claimed_at: now, attempts, retry_at: null })
      .where('alert_id', '=', alert.id)
      .where('point', '=', point)
      .where('outcome', '=', send_outcome)
      .where('claimed_at', '=', send_claimed_at)
      .where('attempts', '=', send_attempts)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    outcomes.push(await sendAndRecord(context, alert, point, attempts, rules, now));
  }
  return outcomes;
}

async function sendClaimed(
  { db, senders, stopLink, log }: AlertDispatch,
  alert: LiveAlertsTable,
  point: AlertPoint,
  rules: LiveRules,
  now: number,
): Promise<AlertOutcome> {
  const [runner, live, read] = await Promise.all([
    entryByBib(db, alert.year, alert.bib),
    db
      .selectFrom('live_runners')
      .select(['tracking', 'code_hash'])
      .where('year', '=', alert.year)
      .where('bib', '=', alert.bib)
      .executeTakeFirst(),
    db
      .selectFrom('live_passings')
      .select('elapsed_ms')
      .where('year', '=', alert.year)
      .where('bib', '=', alert.bib)
      .where('point', '=', point)
      .executeTakeFirst(),
  ]);
  const mode = live?.tracking ?? rules.tracking;
  const shown =
    mode === 'public' || (mode === 'code' && alert.code_hash !== null && alert.code_hash === live?.code_hash);
  if (!runner || !read || !shown) return 'hidden';
  if (inQuietHours(rules.alerts, now)) return 'quiet';
  const spent = await hitCounter(db, `live-alert:${alert.target}`, HOUR_MS, now);
  if (spent.hits > ALERTS_PER_TARGET_PER_HOUR) return 'over-budget';
  const sender = alert.channel === 'email' ? senders.email : senders.sms;
  if (!sender) return 'failed';
  const { link, token } = stopLink(alert.id);
  try {
    await sender.send(
      alertText({
        language: alert.language === 'en' ? 'en' : 'zh',
        bib: alert.bib,
        name: runner.name,
        point,
        elapsedMs: Number(read.elapsed_ms),
        stopLink: link,
        target: alert.target,
        token,
      }),
    );
    return 'sent';
  } catch (error) {
    log.warn(
      {
        event: 'live-alert-failed',
        target: maskedTarget(alert.target),
        channel: alert.channel,
        reason: error instanceof Error ? error.message : String(error),
      },
      'a live alert could not be sent',
    );
    return 'failed';
  }
}
