import { copyOrShare, pageShareAddress, type ShareOutcome } from '@marathon/shared/page-share';
import { useId, useRef, useState } from 'react';
import { useT } from '../app/i18n';

/**
 * Shares a page of the site by its share address (/p/…), the desktop site's page the phone shows: a chat app reads
 * its title, summary and picture there. The phone's share sheet where it has one, else the clipboard with a line
 * saying so, and the address in a field to copy by hand where the browser refuses the clipboard.
 */
export function SharePage({ title, path, id }: { title: string; path: string; id: string | null }) {
  const { t, language } = useT();
  const [outcome, setOutcome] = useState<{ said: ShareOutcome; url: string } | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const share = async () => {
    const url = pageShareAddress(window.location.origin, path, id, language);
    const said = await copyOrShare({ title, url });
    setOutcome(said === 'shared' ? null : { said, url });
    // The address by hand: already selected, so one gesture copies it.
    if (said === 'refused') requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className="m-actions" data-testid="m-page-share">
      <button
        type="button"
        className="m-button m-button-quiet"
        onClick={() => void share()}
        data-testid="m-page-share-button"
      >
        {t('pageShare.button')}
      </button>
      {outcome?.said === 'copied' ? (
        <p role="status" className="m-small" data-testid="m-page-share-copied">
          {t('pageShare.copied')}
        </p>
      ) : null}
      {outcome?.said === 'refused' ? (
        <p role="status" className="m-small m-share-manual">
          <label htmlFor={fieldId}>{t('pageShare.manual')}</label>
          <input
            id={fieldId}
            ref={field}
            readOnly
            value={outcome.url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="m-page-share-field"
          />
        </p>
      ) : null}
    </div>
  );
}
