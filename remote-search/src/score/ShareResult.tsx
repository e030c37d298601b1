import { useTranslation } from '@marathon/shared';
import type { ScoreResult } from '@marathon/shared/api';
import { useState } from 'react';

/**
 * The result's share address (/r/<year>/<bib> on the site): a path, so a chat app can read the result's title and
 * picture from it, where the page's own #/ address shows it nothing. A phone opens its share sheet; elsewhere the
 * address is copied.
 */
export function ShareResult({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  const url = `${window.location.origin}/r/${result.year}/${encodeURIComponent(result.bib)}`;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('search.score.shareTitle', { name: result.name, year: result.year }),
          url,
        });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--outline"
        onClick={() => void share()}
        data-testid="score-share"
      >
        {t('search.score.share')}
      </button>
      {said ? (
        <span role="status" className="score-muted" data-testid="score-share-said">
          {said === 'copied' ? t('search.score.shareCopied') : t('search.score.shareManual', { url })}
        </span>
      ) : null}
    </>
  );
}
