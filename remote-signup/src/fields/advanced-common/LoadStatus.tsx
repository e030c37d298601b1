import { useTranslation, Waiting } from '@marathon/shared';
import { Button, Flex, Text } from '@marathon/shared/ui';

/** Where a list is still loading or failed to: the wait in words, or the bilingual failure and a retry. */
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
    return <Waiting what={t('signup.remoteData.loading')} size="sm" testId={`${testId}-loading`} />;
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
