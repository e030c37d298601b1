import { useTranslation } from '@marathon/shared';
import type { MessagePreviewAnswer } from '@marathon/shared/api';
import { Box, Grid, Heading, Text } from '@marathon/shared/ui';
import { ConfirmStep } from '../season/ConfirmStep';

/** What a preview answered: the count, who is left out and why, both texts as the first recipient reads them, and Send. */
export function PreviewPanel({
  answer,
  onSend,
}: {
  answer: MessagePreviewAnswer;
  onSend: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { recipients, optedOut, unreachable, sample } = answer;
  return (
    <Box
      as="section"
      aria-labelledby="admin-messages-preview-heading"
      data-testid="admin-messages-preview"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
    >
      <Heading as="h3" size="md" id="admin-messages-preview-heading" mb="2">
        {t('admin.messages.previewHeading')}
      </Heading>
      <Text fontWeight="semibold" data-testid="admin-messages-count">
        {t('admin.messages.count', { count: recipients })}
      </Text>
      <Text data-testid="admin-messages-opted-out">{t('admin.messages.optedOut', { count: optedOut })}</Text>
      {unreachable > 0 ? <Text>{t('admin.messages.unreachable', { count: unreachable })}</Text> : null}
      {sample ? (
        <>
          <Text mt="3" mb="2" color="fg.muted">
            {t('admin.messages.sampleNote')}
          </Text>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" mb="4">
            {(['zh', 'en'] as const).map((language) => (
              <Box
                key={language}
                lang={language === 'zh' ? 'zh-CN' : 'en'}
                bg="gray.50"
                p="3"
                borderRadius="md"
                data-testid={`admin-messages-sample-${language}`}
              >
                <Text fontWeight="semibold" mb="1">
                  {sample[language].subject}
                </Text>
                <Text whiteSpace="pre-wrap">{sample[language].body}</Text>
              </Box>
            ))}
          </Grid>
          <ConfirmStep
            label={t('admin.messages.send')}
            what={t('admin.messages.sendWhat', { count: recipients })}
            onConfirm={onSend}
            testId="admin-messages-send"
          />
        </>
      ) : (
        <Text mt="2">{t('admin.messages.nobody')}</Text>
      )}
    </Box>
  );
}
