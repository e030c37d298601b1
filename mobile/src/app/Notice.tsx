import { LookupError } from './api';
import { useT } from './i18n';

/** A failed load or lookup, said where the visitor looks: the API's message, or the site's own. */
export function Notice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  const message = error instanceof LookupError && error.message ? error.message : t('failed');
  return (
    <div className="m-notice" role="alert" data-testid="m-error">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="m-link" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
