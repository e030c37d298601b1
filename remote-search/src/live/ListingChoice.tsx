import { call, selectIsLoggedIn, useSessionStore } from '@marathon/shared';
import { endpoints, resultListingRequestSchema, type ResultListingAnswer } from '@marathon/shared/api';
import { useState, type FormEvent } from 'react';
import { useChoiceRequest } from './use-choice-request';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A runner chooses to leave the public results list and the name search (issue 41 item 8), apart from who may
 * follow them live. Only their own account may (the API refuses any other, naming the phone to log in with), so
 * no ID number is asked. Logged out, the tracking choice above already offers the login.
 */
export function ListingChoice({ year, t }: { year: number; t: Translate }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [bib, setBib] = useState('');
  const [leaveOut, setLeaveOut] = useState(false);
  const { answer, problem, busy, run, refuse } = useChoiceRequest<ResultListingAnswer>();
  if (!loggedIn) return null;
  /** Saves the toggle, or (`read`) only asks what the runner chose before, so a return visit starts from it. */
  const send = async (read: boolean) => {
    const request = resultListingRequestSchema.safeParse(
      read ? { year, bib } : { year, bib, listed: !leaveOut },
    );
    if (!request.success) return refuse(t('live.listing.invalid'));
    const saved = await run(() => call(endpoints.resultListing, { body: request.data, silent: true }));
    if (saved) setLeaveOut(!saved.listed);
  };
  return (
    <section className="live-tracking" aria-labelledby="live-listing-title" data-testid="live-listing">
      <h2 id="live-listing-title">{t('live.listing.title')}</h2>
      <p className="live-note">{t('live.listing.intro')}</p>
      <form
        className="live-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label>
          <span>{t('live.bib')}</span>
          <input
            value={bib}
            onChange={(e) => setBib(e.target.value)}
            data-testid="live-listing-bib"
            autoComplete="off"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={leaveOut}
            onChange={(e) => setLeaveOut(e.target.checked)}
            data-testid="live-listing-leave-out"
          />
          <span>{t('live.listing.leaveOut')}</span>
        </label>
        <button type="submit" className="live-button" disabled={busy} data-testid="live-listing-save">
          {t('live.listing.save')}
        </button>
        <button
          type="button"
          className="live-button live-button-quiet"
          disabled={busy}
          onClick={() => void send(true)}
          data-testid="live-listing-check"
        >
          {t('live.listing.check')}
        </button>
        <p className="live-problem" role="alert">
          {problem ?? ''}
        </p>
      </form>
      {answer ? (
        <p role="status" data-testid="live-listing-answer">
          {t(answer.listed ? 'live.listing.listed' : 'live.listing.unlisted')}
        </p>
      ) : null}
    </section>
  );
}
