import { useTranslation } from '@marathon/shared';
import { Button, Flex, Spinner, Text } from '@marathon/shared/ui';

/** Where a list is still loading or failed to: a spinner, or the bilingual failure and a retry. */
export function LoadStatus({
  status,
  onRetry,
  testId,
}: {
  status: 'loading' | 'failed';
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <Flex align="center" gap="2" color="gray.600" role="status" data-testid={`${testId}-loading`}>
        <Spinner size="sm" />
        <Text fontSize="sm">{t('signup.remoteData.loading')}</Text>
      </Flex>
    );
  return (
    <Flex align="center" gap="3" wrap="wrap" role="alert" data-testid={`${testId}-load-failed`}>
      <Text fontSize="sm" color="red.600">
        {t('signup.remoteData.failed')}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('signup.remoteData.retry')}
      </Button>
    </Flex>
  );
}
