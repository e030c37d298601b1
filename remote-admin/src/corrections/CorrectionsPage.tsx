import { useTranslation } from '@marathon/shared';
import { Box, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { CorrectionItem } from './CorrectionItem';
import { useCorrections } from './use-corrections';

/** The results officer's screen: runners' open requests to correct a result, each accepted or rejected with an answer. */
export function CorrectionsPage() {
  const { t } = useTranslation();
  const { state, reload } = useCorrections();
  const [said, setSaid] = useState<string | null>(null);
  const decided = (decision: 'accept' | 'reject', bib: string) => {
    setSaid(t(decision === 'accept' ? 'admin.corrections.accepted' : 'admin.corrections.rejected', { bib }));
    reload();
  };
  return (
    <Box as="section" aria-labelledby="admin-corrections-heading" data-testid="admin-corrections">
      <Heading as="h2" size="lg" id="admin-corrections-heading" mb="2">
        {t('admin.corrections.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.corrections.intro')}
      </Text>
      <Box role="status" color="green.700" mb="2" data-testid="admin-corrections-said">
        {said}
      </Box>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-corrections-failure" />
      ) : state.data.length === 0 ? (
        <Text data-testid="admin-corrections-empty">{t('admin.corrections.empty')}</Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          p="0"
          maxW="3xl"
          aria-label={t('admin.corrections.listCaption', { count: state.data.length })}
        >
          {state.data.map((correction) => (
            <CorrectionItem key={correction.id} correction={correction} onDecided={decided} />
          ))}
        </Box>
      )}
    </Box>
  );
}
