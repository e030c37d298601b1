import { Spinner, withUi } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { NoticePage } from '../notice/NoticePage';

/**
 * Shown while the API prepares its data after a (re)start: the page looks again by itself and opens the site as
 * soon as the API is ready, so a visitor who arrives during a start waits instead of seeing a failure.
 */
function StartingAppPage() {
  const { t } = useTranslation();
  return (
    <NoticePage
      testId="site-starting"
      role="status"
      title={t('shell.startingTitle')}
      hint={t('shell.startingHint')}
      top={<Spinner size="lg" mb="6" color="brand.500" />}
      actions={<LanguageSwitch />}
    />
  );
}

/** Rendered on its own (no site around it), so it brings Chakra's context with it. */
export const StartingApp = withUi(StartingAppPage);
