import type { CertificateVerification, ScoreAnswer } from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';
import { useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { go, routeHash } from '../app/route';
import { useLoad } from '../app/use-load';

/** A finisher's chip time, or how a non-finisher's race ended. */
function outcomeOrTime(result: ScoreAnswer, t: ReturnType<typeof useT>['t']): string {
  if (result.status === 'dnf' || result.status === 'dq') return t(`outcome.${result.status}`);
  return 'certificatePath' in result ? formatDuration(result.chipTimeMs) : '';
}

const TONE = {
  genuine: 'm-verdict-ok',
  changed: 'm-verdict-warn',
  unknown: 'm-verdict-warn',
  forged: 'm-verdict-bad',
} as const;

/**
 * What a certificate's QR code opens (#/verify/<code>), on the phone site so it loads fast in WeChat's browser: the
 * code checked against our signature and the official result, which is shown with whether it is provisional or
 * final. A forged code says so and shows nothing else. A code can also be typed.
 */
export function VerifyPage({ code }: { code?: string }) {
  const { t, language } = useT();
  const [typed, setTyped] = useState(code ?? '');
  const [invalid, setInvalid] = useState(false);
  const check = useLoad(code ? `${code}/${language}` : null, (signal) =>
    api<CertificateVerification>('/race-data/api/certificate/verify', {
      query: { code: code ?? '' },
      signal,
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim().toUpperCase();
    setInvalid(value.length < 10 || value.length > 40);
    if (value.length >= 10 && value.length <= 40) go({ page: 'verify', code: value });
  };
  return (
    <section aria-labelledby="m-verify-title" data-testid="m-verify">
      <h1 id="m-verify-title">{t('verify.title')}</h1>
      <p className="m-note">{t('verify.intro')}</p>
      <form className="m-form" noValidate onSubmit={submit}>
        <label>
          <span>{t('verify.code')}</span>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="go"
            aria-invalid={invalid}
            aria-describedby="m-verify-error"
            data-testid="m-verify-code"
          />
        </label>
        <p id="m-verify-error" className="m-field-error" aria-live="polite">
          {invalid ? t('verify.invalid') : ''}
        </p>
        <button type="submit" className="m-button">
          {t('search')}
        </button>
      </form>
      {!check ? null : check.status === 'loading' ? (
        <p className="m-note">{t('loading')}</p>
      ) : check.status === 'failed' ? (
        <Notice error={check.error} />
      ) : (
        <article className="m-card" data-testid="m-verdict" data-verdict={check.data.verdict}>
          <p className={`m-verdict ${TONE[check.data.verdict]}`} data-testid="m-verdict-text">
            {t(`verify.${check.data.verdict}`)}
          </p>
          {check.data.issued && check.data.verdict !== 'forged' ? (
            <p className="m-small">
              {t('verify.issuedFor', {
                year: check.data.issued.year,
                bib: check.data.issued.bib,
                time: formatDuration(check.data.issued.chipTimeMs),
              })}
            </p>
          ) : null}
          {check.data.result ? (
            <div data-testid="m-verify-result">
              <h2>{check.data.result.name}</h2>
              <p className="m-small">
                {check.data.result.year} · {t(`items.${check.data.result.raceItem}`)} · {t('bib')}{' '}
                {check.data.result.bib}
              </p>
              <p className="m-big" data-testid="m-verify-time">
                {outcomeOrTime(check.data.result, t)}
              </p>
              <span
                className={check.data.result.provisional ? 'm-badge m-badge-warn' : 'm-badge'}
                data-testid="m-verify-status"
              >
                {check.data.result.provisional ? t('score.provisional') : t('score.final')}
              </span>
              <p>
                <a
                  href={routeHash({
                    page: 'score',
                    year: check.data.result.year,
                    bib: check.data.result.bib,
                  })}
                >
                  {t('verify.open')}
                </a>
              </p>
            </div>
          ) : null}
        </article>
      )}
    </section>
  );
}
