import { Box, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';

export function ContentNotFound() {
  const { t } = useTranslation();
  return (
    <Box bg="white" py="20" textAlign="center" borderRadius="md" role="status">
      <Text color="gray.500">{t('content.notFound')}</Text>
    </Box>
  );
}
