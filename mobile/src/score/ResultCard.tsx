import type { ScoreResult } from '@marathon/shared/api';
import { useState } from 'react';
import { useT } from '../app/i18n';
import { formatCount, formatDuration, formatPace } from '@marathon/shared/race-time';
import { SplitList } from './SplitList';

/** One result, phone-sized: the times, the ranks out of how many, the splits and the certificate to keep. */
export function ResultCard({ result, apiBase }: { result: ScoreResult; apiBase: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const certificate = (format: 'svg' | 'png' | 'pdf', download: boolean) =>
    `${apiBase}/race-data/api/certificate?${new URLSearchParams({
      year: String(result.year),
      bib: result.bib,
      format,
      ...(download ? { download: '1' } : {}),
    })}`;
  const share = async () => {
    // The site's share address (tags for chat apps); read here, as the card is also drawn on the server.
    const shareUrl = `${window.location.origin}/r/${result.year}/${encodeURIComponent(result.bib)}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: result.name, url: shareUrl });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(shareUrl).then(
      () => setCopied(true),
      () => window.prompt(t('score.share'), shareUrl),
    );
  };
  return (
    <article className="m-card" data-testid="m-result">
      <header className="m-result-head">
        <h2 data-testid="m-result-name">{result.name}</h2>
        <p>
          {result.year} · {t(`items.${result.raceItem}`)} · {t('bib')} {result.bib}
        </p>
        <span className={result.provisional ? 'm-badge m-badge-warn' : 'm-badge'}>
          {result.provisional ? t('score.provisional') : t('score.final')}
        </span>{' '}
        {result.underReview ? (
          <span className="m-badge m-badge-warn" data-testid="m-result-review">
            {t('outcome.underReview')}
          </span>
        ) : null}
      </header>
      <dl className="m-figures">
        <div className="m-figure m-figure-main">
          <dt>{t('score.chip')}</dt>
          <dd data-testid="m-result-chip">{formatDuration(result.chipTimeMs)}</dd>
        </div>
        <div className="m-figure">
          <dt>{t('score.gun')}</dt>
          <dd>{formatDuration(result.gunTimeMs)}</dd>
        </div>
        <div className="m-figure">
          <dt>{t('score.pace')}</dt>
          <dd>{t('score.paceValue', { pace: formatPace(result.paceSecondsPerKm) })}</dd>
        </div>
        <div className="m-figure">
          <dt>{t('score.overall')}</dt>
          <dd>
            {formatCount(result.overallRank)} <small>{t('score.outOf', { count: result.finishers })}</small>
          </dd>
        </div>
        <div className="m-figure">
          <dt>{t('score.gender')}</dt>
          <dd>{formatCount(result.genderRank)}</dd>
        </div>
        <div className="m-figure">
          <dt>
            {t('score.ageGroup')} {result.ageGroup}
          </dt>
          <dd>{formatCount(result.ageGroupRank)}</dd>
        </div>
      </dl>
      <SplitList splits={result.splits} />
      {/* Live race-day sections (splits as they arrive, followers) belong here, between the splits and the certificate. */}
      <h3>{t('score.certificate')}</h3>
      <img
        className="m-certificate"
        src={certificate('svg', false)}
        alt={t('score.certificate')}
        width={800}
        height={1131}
        loading="lazy"
      />
      <div className="m-actions">
        <a className="m-button" href={certificate('png', true)} data-testid="m-certificate-png">
          {t('score.png')}
        </a>
        <a className="m-button m-button-quiet" href={certificate('pdf', true)}>
          {t('score.pdf')}
        </a>
        <button type="button" className="m-button m-button-quiet" onClick={() => void share()}>
          {copied ? t('score.copied') : t('score.share')}
        </button>
      </div>
    </article>
  );
}
