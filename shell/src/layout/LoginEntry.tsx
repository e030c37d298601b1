import {
  LOGIN_ENTRY_ID,
  MEMBER_CENTRE_PATH,
  logOut,
  useSessionStore,
  useTranslation,
} from '@marathon/shared';
import { useState } from 'react';

/**
 * 'please log in' for a visitor (opens the login drawer), 'personal centre' with a token (opens the
 * member centre under the site origin in a new tab), with 'log out' beside it.
 */
export function LoginEntry({ memberCentrePath = MEMBER_CENTRE_PATH }: { memberCentrePath?: string }) {
  const token = useSessionStore((s) => s.token);
  const openLoginDrawer = useSessionStore((s) => s.openLoginDrawer);
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  if (token) {
    return (
      <div className="site-row site-row--2">
        <button
          type="button"
          className="ui-button ui-button--solid"
          id={LOGIN_ENTRY_ID}
          data-testid="login-entry"
          data-state="member"
          onClick={() => window.open(`${window.location.origin}/${memberCentrePath}`, '_blank', 'noopener')}
        >
          {t('shell.personalCentre')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--outline"
          data-testid="logout"
          disabled={leaving}
          aria-busy={leaving || undefined}
          data-loading={leaving ? '' : undefined}
          onClick={() => {
            setLeaving(true);
            // A failed call is shown by the HTTP client; the session is forgotten here either way.
            logOut()
              .catch(() => undefined)
              .finally(() => setLeaving(false));
          }}
        >
          {leaving ? <span className="ui-spinner site-busy-spinner" aria-hidden="true" /> : null}
          <span className={leaving ? 'site-busy-label' : undefined}>{t('shell.logout')}</span>
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="ui-button ui-button--solid"
      id={LOGIN_ENTRY_ID}
      data-testid="login-entry"
      data-state="visitor"
      onClick={openLoginDrawer}
    >
      {t('shell.login')}
    </button>
  );
}
