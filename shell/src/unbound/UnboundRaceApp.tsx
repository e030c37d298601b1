import { Box, Button, MessageHost } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { NoticePage } from '../notice/NoticePage';

/**
 * Shown when the domain has no bound race or the race lookup fails; its page title means
 * 'race not bound'. A failure (not a missing binding) offers a reload.
 */
export function UnboundRaceApp({ reason, domain }: { reason: 'not-bound' | 'failed'; domain: string }) {
  const { t } = useTranslation();
  return (
    <NoticePage
      testId="unbound-race"
      title={t('shell.raceNotBound')}
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
