import { pageShareAddress, usePageShare } from '@marathon/shared/page-share';
import { useId } from 'react';
import { useT } from '../app/i18n';

/**
 * Shares a page of the site by its share address (/p/…), the desktop site's page the phone shows: a chat app reads
 * its title, summary and picture there. The phone's share sheet where it has one, else the clipboard with a line
 * saying so, and the address in a field to copy by hand where the browser refuses the clipboard.
 */
export function SharePage({ title, path, id }: { title: string; path: string; id: string | null }) {
  const { t, language } = useT();
  const { outcome, share, field } = usePageShare();
  const fieldId = useId();
  const onShare = () => share({ title, url: pageShareAddress(window.location.origin, path, id, language) });
  return (
    <div className="m-actions" data-testid="m-page-share">
      <button
        type="button"
        className="m-button m-button-quiet"
        onClick={() => void onShare()}
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
