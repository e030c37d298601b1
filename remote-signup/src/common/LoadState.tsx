import { errorMessageOf, useTranslation } from '@marathon/shared';
import { Box, Button, Spinner, Text } from '@marathon/shared/ui';

export function Loading() {
  return (
    <Box display="flex" justifyContent="center" py="16" role="status" aria-busy="true">
      <Spinner color="brand.solid" size="lg" />
    </Box>
  );
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
