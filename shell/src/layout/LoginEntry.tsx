import { Button, HStack } from '@marathon/shared/ui';
import { MEMBER_CENTRE_PATH, logOut, useSessionStore, useTranslation } from '@marathon/shared';
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
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          data-testid="login-entry"
          data-state="member"
          onClick={() => window.open(`${window.location.origin}/${memberCentrePath}`, '_blank', 'noopener')}
        >
          {t('shell.personalCentre')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          data-testid="logout"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            // A failed call is shown by the HTTP client; the session is forgotten here either way.
            logOut()
              .catch(() => undefined)
              .finally(() => setLeaving(false));
          }}
        >
          {t('shell.logout')}
        </Button>
      </HStack>
    );
  }
  return (
    <Button
      size="sm"
      colorPalette="brand"
      data-testid="login-entry"
      data-state="visitor"
      onClick={openLoginDrawer}
    >
      {t('shell.login')}
    </Button>
  );
}
