import { Box, Button, MessageHost, withUi } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { NoticePage } from '../notice/NoticePage';

/**
 * Shown when the domain has no bound race ('race not bound'), or when the race could not be looked up: then it
 * says the site cannot be reached just now, never that the race is not bound, and offers a reload.
 */
function UnboundRaceAppPage({ reason, domain }: { reason: 'not-bound' | 'failed'; domain: string }) {
  const { t } = useTranslation();
  return (
    <NoticePage
      testId="unbound-race"
      title={reason === 'not-bound' ? t('shell.raceNotBound') : t('shell.siteUnreachable')}
      hint={reason === 'not-bound' ? t('shell.raceNotBoundHint', { domain }) : t('shell.startupFailed')}
      actions={
        <Box display="flex" gap="3" justifyContent="center">
          {reason === 'failed' ? (
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          ) : null}
          <LanguageSwitch />
        </Box>
      }
      after={<MessageHost />}
    />
  );
}

/** Rendered on its own (no site around it), so it brings Chakra's context with it. */
export const UnboundRaceApp = withUi(UnboundRaceAppPage);
