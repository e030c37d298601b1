import { errorMessageOf, useTranslation, Waiting } from '@marathon/shared';
import { Box, Button, Text } from '@marathon/shared/ui';

/** A page's load on its way: what it waits for in words (with a name for screen readers), later that it still is. */
export function Loading({ what }: { what: string }) {
  return <Waiting what={what} minHeight="240px" testId="page-waiting" />;
}

/** A load that failed: what went wrong in the visitor's language, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" py="12" data-testid="load-failed">
      <Text mb="2">{t('signup.page.loadFailed')}</Text>
      <Text color="gray.600" fontSize="sm" mb="4">
        {errorMessageOf(error)}
      </Text>
      <Button onClick={onRetry} colorPalette="brand" size="sm">
        {t('signup.page.retry')}
      </Button>
    </Box>
  );
}
