import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ALERT_POINTS, type AlertChannel, type AlertListAnswer, type LiveAlert } from '../api/live';
import type { Translate } from './LiveRunnerCard';

/** How a page asks for a follower's alerts: its own API client (with the session), and how to log in. */
export interface AlertSource {
  /** Whether the page holds a session: alerts go only to the account's own phone or e-mail. */
  loggedIn: boolean;
  /** Opens the page's login (the desktop drawer); absent where the page has none (the phone site). */
  login?: () => void;
  list(year: number): Promise<AlertListAnswer>;
  create(body: {
    year: number;
    bib: string;
    code?: string;
    channel: AlertChannel;
    point?: (typeof ALERT_POINTS)[number];
    language: 'zh' | 'en';
  }): Promise<LiveAlert>;
  cancel(id: string): Promise<unknown>;
}

export interface AlertsState {
  answer: AlertListAnswer | null;
  /** Why the list could not be read (a session expired, the API away). */
  error: string | null;
  reload(): void;
  source: AlertSource;
}

/** The account's alerts of a year (none asked without a session). */
export function useAlerts(source: AlertSource | undefined, year: number): AlertsState | null {
  const [answer, setAnswer] = useState<AlertListAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loggedIn = source?.loggedIn ?? false;
  useEffect(() => {
    if (!source || !loggedIn) return;
    let current = true;
    source.list(year).then(
      (list) => {
        if (!current) return;
        setAnswer(list);
        setError(null);
      },
      (failure: unknown) => {
        if (!current) return;
        setAnswer(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
    // The source object is rebuilt with each render of its page; what matters is the session and the year.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, year, round]);
  // A list read under a session that has since ended is not shown.
  return source ? { answer: loggedIn ? answer : null, error, reload, source } : null;
}

/**
 * A followed runner's alert: a button that opens a small form (SMS to the account's phone or e-mail to its
 * address; at the finish only, or also at one point), or, once set, what is set and a button that stops it.
 */
export function AlertChoice({
  state,
  year,
  bib,
  code,
  t,
  language,
}: {
  state: AlertsState;
  year: number;
  bib: string;
  code?: string;
  t: Translate;
  language: 'zh' | 'en';
}) {
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<AlertChannel>('sms');
  const [point, setPoint] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { answer, source, reload } = state;
  const set = answer?.alerts.filter((alert) => alert.bib === bib) ?? [];
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setOpen(false);
      reload();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  if (set.length > 0) {
    return (
      <div className="live-alert" data-testid={`live-alert-${bib}`}>
        {set.map((alert) => (
          <p key={alert.id} className="live-note" data-testid="live-alert-set">
            {t('live.alerts.set', {
              channel: t(`live.alerts.${alert.channel}`, { target: alert.target }),
              point: alert.point ? t('live.alerts.atPoint', { point: t(`live.point.${alert.point}`) }) : '',
            })}{' '}
            <button
              type="button"
              className="live-button live-button-quiet"
              disabled={busy}
              data-testid="live-alert-stop"
              onClick={() => void run(() => source.cancel(alert.id))}
            >
              {t('live.alerts.stop')}
            </button>
          </p>
        ))}
        {problem ? (
          <p className="live-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="live-button live-button-quiet"
        aria-expanded={false}
        data-testid={`live-alert-open-${bib}`}
        onClick={() => setOpen(true)}
      >
        {t('live.alerts.ask')}
      </button>
    );
  }
  const targets = answer
    ? (['sms', 'email'] as const).filter((c) => (c === 'sms' ? answer.phone : answer.email))
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets.includes(channel) ? channel : targets[0];
    if (!chosen) return;
    const at = ALERT_POINTS.find((p) => p === point);
    void run(() =>
      source.create({
        year,
        bib,
        ...(code ? { code } : {}),
        channel: chosen,
        ...(at ? { point: at } : {}),
        language,
      }),
    );
  };
  return (
    <div className="live-alert" data-testid={`live-alert-${bib}`}>
      {!source.loggedIn ? (
        <p className="live-note">
          {t('live.alerts.loginFirst')}{' '}
          {source.login ? (
            <button type="button" className="live-button live-button-quiet" onClick={source.login}>
              {t('live.alerts.loginHere')}
            </button>
          ) : (
            t('live.alerts.loginOnSite')
          )}
        </p>
      ) : !answer ? (
        // Where the alert may go is not known yet: no form whose button could do nothing.
        <p className="live-note" role="status">
          {state.error ?? t('live.alerts.loading')}
        </p>
      ) : targets.length === 0 ? (
        <p className="live-note">{t('live.alerts.noTarget')}</p>
      ) : (
        <form className="live-form" noValidate onSubmit={submit} aria-label={t('live.alerts.title', { bib })}>
          <label>
            <span>{t('live.alerts.channel')}</span>
            <select
              value={channel}
              onChange={(event) => setChannel(event.target.value === 'email' ? 'email' : 'sms')}
              data-testid="live-alert-channel"
            >
              {targets.map((option) => (
                <option key={option} value={option}>
                  {t(`live.alerts.${option}`, { target: option === 'sms' ? answer?.phone : answer?.email })}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('live.alerts.point')}</span>
            <select
              value={point}
              onChange={(event) => setPoint(event.target.value)}
              data-testid="live-alert-point"
            >
              <option value="">{t('live.alerts.finishOnly')}</option>
              {ALERT_POINTS.map((option) => (
                <option key={option} value={option}>
                  {t('live.alerts.alsoAt', { point: t(`live.point.${option}`) })}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="live-button"
            disabled={busy || !answer}
            data-testid="live-alert-save"
          >
            {t('live.alerts.save')}
          </button>
        </form>
      )}
      <p className="live-note">{t('live.alerts.note')}</p>
      {(problem ?? (source.loggedIn ? state.error : null)) ? (
        <p className="live-problem" role="alert">
          {problem ?? state.error}
        </p>
      ) : null}
      <button type="button" className="live-button live-button-quiet" onClick={() => setOpen(false)}>
        {t('live.alerts.close')}
      </button>
    </div>
  );
}
