import { Button } from '@marathon/shared/ui';
import { useSessionStore, useTranslation } from '@marathon/shared';

export const MEMBER_CENTRE_PATH = 'reg/#/my/my-index';

/**
 * 'Please log in' for a visitor (opens the login drawer), 'personal centre' with a token (opens the
 * member centre under the site origin in a new tab).
 */
export function LoginEntry({ memberCentrePath = MEMBER_CENTRE_PATH }: { memberCentrePath?: string }) {
  const token = useSessionStore((s) => s.token);
  const openLoginDrawer = useSessionStore((s) => s.openLoginDrawer);
  const { t } = useTranslation();
  if (token) {
    return (
      <Button
        size="sm"
        colorPalette="brand"
        data-testid="login-entry"
        data-state="member"
        onClick={() => window.open(`${window.location.origin}/${memberCentrePath}`, '_blank', 'noopener')}
      >
        {t('shell.personalCentre')}
      </Button>
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
