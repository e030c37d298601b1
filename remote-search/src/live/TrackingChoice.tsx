import { call, selectIsLoggedIn, useSessionStore } from '@marathon/shared';
import { endpoints, trackingRequestSchema, type TrackingAnswer } from '@marathon/shared/api';
import { useState, type FormEvent } from 'react';
import { useChoiceRequest } from './use-choice-request';

type Translate = (key: string, values?: Record<string, unknown>) => string;
const MODES = ['default', 'public', 'code', 'hidden'] as const;

/**
 * A runner chooses who may follow them live: logged in with their own account (the one that signed up, or one
 * logged in by a code to the entry's phone: the page says so, and the API's refusal names the number, masked),
 * naming the bib with the ID number on the start list. The
 * answer says the mode now in force and, when one was drawn, the share code (shown once: it is kept hashed).
 */
export function TrackingChoice({ year, t }: { year: number; t: Translate }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useSessionStore((s) => s.openLoginDrawer);
  const [bib, setBib] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [mode, setMode] = useState<(typeof MODES)[number]>('default');
  const { answer, problem, busy, run, refuse } = useChoiceRequest<TrackingAnswer>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = trackingRequestSchema.safeParse({ year, bib, idNumber, mode });
    if (!request.success) return refuse(t('live.tracking.invalid'));
    await run(() => call(endpoints.liveTracking, { body: request.data, silent: true }));
  };
  return (
    <section className="live-tracking" aria-labelledby="live-tracking-title" data-testid="live-tracking">
      <h2 id="live-tracking-title">{t('live.tracking.title')}</h2>
      <p className="live-note">{t('live.tracking.intro')}</p>
      <p className="live-note" data-testid="live-tracking-who">
        {t('live.tracking.whoMay')}
      </p>
      {!loggedIn ? (
        <p className="live-note">
          {t('live.tracking.loginFirst')}{' '}
          <button type="button" className="live-button live-button-quiet" onClick={openLogin}>
            {t('live.tracking.login')}
          </button>
        </p>
      ) : (
        <form className="live-form" noValidate onSubmit={(event) => void submit(event)}>
          <label>
            <span>{t('live.bib')}</span>
            <input
              value={bib}
              onChange={(e) => setBib(e.target.value)}
              data-testid="live-tracking-bib"
              autoComplete="off"
            />
          </label>
          <label>
            <span>{t('live.tracking.idNumber')}</span>
            <input
              value={idNumber}
              onChange={(e) => setIdNumber(e.target.value)}
              data-testid="live-tracking-id"
              autoComplete="off"
            />
          </label>
          <label>
            <span>{t('live.tracking.mode')}</span>
            <select
              value={mode}
              onChange={(e) => setMode(e.target.value as (typeof MODES)[number])}
              data-testid="live-tracking-mode"
            >
              {MODES.map((option) => (
                <option key={option} value={option}>
                  {t(`live.tracking.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="live-button" disabled={busy} data-testid="live-tracking-save">
            {t('live.tracking.save')}
          </button>
          <p className="live-problem" role="alert">
            {problem ?? ''}
          </p>
        </form>
      )}
      {answer ? (
        <p role="status" data-testid="live-tracking-answer">
          {t('live.tracking.saved', { mode: t(`live.tracking.${answer.mode}`) })}
          {answer.code ? ` ${t('live.tracking.codeIs', { code: answer.code })}` : ''}
        </p>
      ) : null}
    </section>
  );
}
