import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { CORRECTION_STATUS, CORRECTION_TEXT_MAX, endpoints, type Correction } from '@marathon/shared/api';
import { fieldAria, FieldFrame } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Text } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { OpenDocument } from '../documents/OpenDocument';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { answerSchema, type AnswerValues } from './answer-schema';
import { clockOf } from './use-corrections';

type Decision = 'accept' | 'reject';

/** One open request: the result, what the runner asks, their evidence, and (while it waits) the decision. */
export function CorrectionItem({
  correction,
  onDecided,
}: {
  correction: Correction;
  onDecided: (decision: Decision, bib: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const form = useForm<AnswerValues>({ resolver: zodResolver(answerSchema), defaultValues: { answer: '' } });
  const error = errorText(form.formState.errors.answer?.message);
  const decide = (decision: Decision) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setDeciding(decision);
      try {
        await staffCall(endpoints.correctionReview, {
          body: { id: correction.id, decision, answer: values.answer },
          silent: true,
        });
        onDecided(decision, correction.bib);
      } catch (failed) {
        setFailure(failureText(failed));
      } finally {
        setDeciding(null);
      }
    });
  const time = (ms: number | null) => (ms === null ? t('admin.corrections.none') : clockOf(ms));
  const answerId = `admin-correction-answer-${correction.id}`;
  const status = String(correction.status) as '1' | '2' | '3' | '4';
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
      aria-labelledby={`admin-correction-${correction.id}-heading`}
      data-testid={`admin-correction-${correction.id}`}
    >
      <Heading as="h3" size="sm" id={`admin-correction-${correction.id}-heading`} mb="1">
        {t('admin.corrections.itemHeading', { year: correction.year, bib: correction.bib })}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('admin.corrections.filedAt', { at: formatDateTime(correction.createdAt, language) })} ·{' '}
        {t(`admin.corrections.status.${status}`)}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" mb="3">
        <dt>{t('admin.corrections.what')}</dt>
        <Box as="dd" whiteSpace="pre-wrap">
          {correction.what}
        </Box>
        <dt>{t('admin.corrections.chipTime')}</dt>
        <dd>{time(correction.chipTimeBeforeMs)}</dd>
        <dt>{t('admin.corrections.claimedTime')}</dt>
        <dd>{time(correction.claimedTimeMs)}</dd>
      </Box>
      <Heading as="h4" size="xs" mb="1">
        {t('admin.corrections.evidence')}
      </Heading>
      {correction.attachments.length === 0 ? (
        <Text mb="3">{t('admin.corrections.noEvidence')}</Text>
      ) : (
        <Box as="ul" listStyleType="none" p="0" mb="3">
          {correction.attachments.map((attachment, index) => (
            <OpenDocument
              key={attachment.url}
              name={attachment.name}
              url={attachment.url}
              testId={`admin-correction-${correction.id}-evidence-${index}`}
            />
          ))}
        </Box>
      )}
      {correction.status === CORRECTION_STATUS.submitted ? (
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <FieldFrame
            inputId={answerId}
            label={t('admin.corrections.answer')}
            required
            hint={t('admin.corrections.answerHint')}
            error={error}
            errorTestId={`${answerId}-error`}
          >
            <Textarea
              id={answerId}
              {...form.register('answer')}
              maxLength={CORRECTION_TEXT_MAX}
              {...fieldAria(answerId, { hint: true, error, required: true })}
              data-testid={answerId}
            />
          </FieldFrame>
          <FormAlert text={failure} testId={`admin-correction-${correction.id}-failure`} />
          <Flex gap="3">
            <Button
              colorPalette="green"
              loading={deciding === 'accept'}
              disabled={deciding !== null}
              onClick={() => void decide('accept')()}
              aria-label={t('admin.corrections.acceptOf', { bib: correction.bib })}
            >
              {t('admin.corrections.accept')}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              loading={deciding === 'reject'}
              disabled={deciding !== null}
              onClick={() => void decide('reject')()}
              aria-label={t('admin.corrections.rejectOf', { bib: correction.bib })}
            >
              {t('admin.corrections.reject')}
            </Button>
          </Flex>
        </form>
      ) : null}
    </Box>
  );
}
