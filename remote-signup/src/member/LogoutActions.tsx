import { logOut, useTranslation } from '@marathon/shared';
import { Button, HStack } from '@marathon/shared/ui';
import { useState } from 'react';

/**
 * Log out of this browser, or of every device the account is logged in on (a lost phone, a shared computer).
 * Both end the sessions on the server; the page then shows the login prompt of RequireLogin.
 */
export function LogoutActions() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<'here' | 'everywhere' | null>(null);
  const leave = (everywhere: boolean) => {
    setLeaving(everywhere ? 'everywhere' : 'here');
    // A failed call is shown by the HTTP client; the session is forgotten here either way.
    logOut({ everywhere })
      .catch(() => undefined)
      .finally(() => setLeaving(null));
  };
  return (
    <HStack gap="2" data-testid="member-logout">
      <Button
        size="sm"
        variant="outline"
        loading={leaving === 'here'}
        disabled={leaving !== null}
        onClick={() => leave(false)}
        data-testid="member-logout-here"
      >
        {t('signup.member.logout')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        loading={leaving === 'everywhere'}
        disabled={leaving !== null}
        onClick={() => leave(true)}
        data-testid="member-logout-everywhere"
      >
        {t('signup.member.logoutEverywhere')}
      </Button>
    </HStack>
  );
}
