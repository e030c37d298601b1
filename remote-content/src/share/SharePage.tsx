import { useLanguage, useTranslation } from '@marathon/shared';
import { pageShareAddress, usePageShare } from '@marathon/shared/page-share';
import { useLocation } from '@marathon/shared/router';
import { useId } from 'react';

/**
 * Shares the page being read: its share address (/p/…, see pageShareAddress), which a chat app can read the
 * page's title, summary and picture from, where the site's own #/ address shows it nothing. A phone opens its
 * share sheet; elsewhere the address is copied and the visitor is told so, and where the browser refuses the
 * clipboard the address is shown, selected, to copy by hand.
 */
export function SharePage({ title, id = null }: { title: string; id?: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { outcome, share, field } = usePageShare();
  const fieldId = useId();
  const onShare = () =>
    share({ title, url: pageShareAddress(window.location.origin, pathname, id, language) });
  return (
    <div className="page-share" data-testid="page-share">
      <button
        type="button"
        className="ui-button ui-button--outline"
        onClick={() => void onShare()}
        data-testid="page-share-button"
      >
        {t('content.share')}
      </button>
      {outcome?.said === 'copied' ? (
        <span role="status" className="page-share__said" data-testid="page-share-copied">
          {t('content.shareCopied')}
        </span>
      ) : null}
      {outcome?.said === 'refused' ? (
        <span role="status" className="page-share__manual">
          <label htmlFor={fieldId}>{t('content.shareManual')}</label>
          <input
            id={fieldId}
            ref={field}
            className="page-share__field"
            readOnly
            value={outcome.url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="page-share-field"
          />
        </span>
      ) : null}
    </div>
  );
}
