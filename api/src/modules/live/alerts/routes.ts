import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, type FeedItemResult, type LiveRules } from '@marathon/shared/api';
import type { AppContext } from '../../../platform/context';
import { ApiFailure, bilingual, failures } from '../../../platform/http/api-failure';
import { route } from '../../../platform/http/route';
import { resolveAuthSettings } from '../../accounts';
import { maskedTarget } from '../../accounts';
import { alertSenders } from '../../../platform/messaging/senders';
import type { LiveRecord } from '../state';
import { shareCodeHash, visibleRunner } from '../visibility';
import { dispatchAlerts, keptPassings, retryFailedAlerts } from './dispatch';
import { sendBilingualPage } from '../../../platform/http/bilingual-page';
import { renderStopPage, type StopPageState } from './stop-page';
import { alertStopTokens } from './stop-token';
import { keepAlert, shownAlert, stopAlert } from './subscriptions';

/** What the feed (and a passings file) hands the alerts, and how to wait for the sends begun. */
export interface LiveAlerts {
  /** Sends the alerts a call's kept passings are due, after the call's answer. */
  due(year: number, results: readonly FeedItemResult[]): void;
  /** Resolves when the alerts this process has begun sending are done (closing waits for it; so do tests). */
  settled(): Promise<void>;
}

interface LiveAlertsDeps {
  rules: { current(): Promise<LiveRules> };
  read: (year: number, bib: string) => Promise<LiveRecord | null>;
}

const sendPage = (reply: FastifyReply, state: StopPageState) =>
  sendBilingualPage(reply, renderStopPage(state));

/** How often each process looks for failed sends due another try (well under the first backoff of a minute). */
const RETRY_SWEEP_MS = 20_000;

/**
 * Finish alerts: a logged-in follower's alerts (to the account's own phone or e-mail), the opt-out page, and what a
 * feed call's kept passings send. Answers what the feed route (and a passings file's upload) hands each call's
 * results to.
 */
export function registerLiveAlerts(
  app: FastifyInstance,
  { db, config }: AppContext,
  { rules, read }: LiveAlertsDeps,
): LiveAlerts {
  const senders = alertSenders(resolveAuthSettings(config), app.log);
  const tokens = alertStopTokens(config.certificateKey);
  // Outside production the API's own address serves the link (the dev loop, the tests' sites).
  const linkBase =
    config.publicApiUrl ?? (config.nodeEnv === 'production' ? null : `http://localhost:${config.port}`);
  if (linkBase === null) {
    app.log.warn('PUBLIC_API_URL is not set: finish alerts are refused (their opt-out link needs it)');
  }
  const stopLink = (alertId: string) => {
    const token = tokens.issue(alertId);
    return { token, link: `${linkBase ?? ''}${endpoints.liveAlertStopPage.path}?t=${token}` };
  };
  const pending = new Set<Promise<unknown>>();
  const settled = async () => {
    await Promise.allSettled([...pending]);
  };
  // Failed sends (and claims of a process that died) are tried again: every process sweeps, the claim decides.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const run = rules
      .current()
      .then((current) => retryFailedAlerts({ db, senders, stopLink, log: app.log }, current))
      .catch((error: unknown) => app.log.error({ err: error }, 'failed live alerts could not be retried'))
      .finally(() => {
        pending.delete(run);
        sweeping = false;
      });
    pending.add(run);
  }, config.liveAlertSweepMs ?? RETRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await settled();
  });

  route(
    app,
    endpoints.liveAlertCreate,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async ({ body, session, reply }) => {
      reply.header('cache-control', 'no-store');
      // Only the account's own phone or e-mail (proved when the account was made or changed): nobody may point
      // alerts at someone else's.
      const target = body.channel === 'sms' ? session.phone : session.email;
      if (!target) {
        throw failures.badRequest(
          body.channel === 'sms'
            ? '您的账号没有绑定手机号，请先在会员中心绑定'
            : '您的账号没有绑定邮箱，请先在会员中心绑定',
          body.channel === 'sms'
            ? 'Your account has no mobile number: add one in the member centre first'
            : 'Your account has no e-mail address: add one in the member centre first',
        );
      }
      if (!senders[body.channel] || linkBase === null) {
        throw new ApiFailure(
          503,
          bilingual(
            body.channel === 'sms' ? '本站暂未开通短信提醒' : '本站暂未开通邮件提醒',
            body.channel === 'sms'
              ? 'This site does not send alerts by text message at present'
              : 'This site does not send alerts by e-mail at present',
          ),
        );
      }
      const raceDefault = (await rules.current()).tracking;
      const record = await read(body.year, body.bib);
      const codeHash = body.code ? shareCodeHash(body.year, body.bib, body.code) : null;
      const shown = visibleRunner(
        record,
        raceDefault,
        (found) => codeHash !== null && found.codeHash === codeHash,
        {
          found: false,
          year: body.year,
          bib: body.bib,
        },
      );
      // A hidden runner answers exactly like an unknown bib, as in every live view.
      if (!shown.found) {
        throw failures.notFound(
          '没有可提醒的跑者：号码布不存在，或跑者未公开实时位置',
          'No runner to alert about: the bib is unknown, or the runner does not share their position',
        );
      }
      return keepAlert(db, {
        year: body.year,
        bib: body.bib,
        userId: session.userId,
        channel: body.channel,
        target,
        point: body.point ?? null,
        language: body.language,
        codeHash: (record?.tracking ?? raceDefault) === 'code' ? codeHash : null,
      });
    },
  );

  route(app, endpoints.liveAlertList, {}, async ({ query, session, reply }) => {
    reply.header('cache-control', 'no-store');
    const rows = await db
      .selectFrom('live_alerts')
      .selectAll()
      .where('user_id', '=', session.userId)
      .where('year', '=', query.year)
      .where('stopped_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return {
      alerts: rows.map(shownAlert),
      phone: session.phone ? maskedTarget(session.phone) : null,
      email: session.email ? maskedTarget(session.email) : null,
    };
  });

  route(app, endpoints.liveAlertCancel, {}, async ({ body, session, reply }) => {
    reply.header('cache-control', 'no-store');
    return { stopped: await stopAlert(db, body.id, session.userId) };
  });

  route(app, endpoints.liveAlertStopPage, {}, async ({ query, reply }) => {
    const id = tokens.read(query.t);
    const alert = id
      ? await db.selectFrom('live_alerts').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!alert) return sendPage(reply, { kind: 'invalid' });
    if (alert.stopped_at !== null) return sendPage(reply, { kind: 'already', bib: alert.bib });
    return sendPage(reply, {
      kind: 'ask',
      token: query.t,
      bib: alert.bib,
      target: maskedTarget(alert.target),
    });
  });

  route(app, endpoints.liveAlertStop, {}, async ({ body, reply }) => {
    const id = tokens.read(body.t);
    const alert = id
      ? await db.selectFrom('live_alerts').select(['id', 'bib']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!alert) return sendPage(reply, { kind: 'invalid' });
    const stopped = await stopAlert(db, alert.id, null);
    return sendPage(reply, { kind: stopped ? 'stopped' : 'already', bib: alert.bib });
  });

  const due = (year: number, results: readonly FeedItemResult[]) => {
    const kept = keptPassings(results);
    if (kept.length === 0) return;
    // After the feed's answer: a provider's slow send never holds up the timing company's call.
    const sending = rules
      .current()
      .then((current) => dispatchAlerts({ db, senders, stopLink, log: app.log }, year, kept, current))
      .catch((error: unknown) => app.log.error({ err: error }, 'live alerts could not be dispatched'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
  return { due, settled };
}
