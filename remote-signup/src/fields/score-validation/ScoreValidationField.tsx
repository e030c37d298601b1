import { useTranslation } from '@marathon/shared';
import { API_PATHS } from '@marathon/shared/api';
import { FileUpload } from '@marathon/shared/upload';
import { Box, Flex, Stack, Text } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { onGroupBlur, SubField } from '../advanced-common/controls';
import { isRecord, ReadOnlyText, textOf, Thumbnail } from '../advanced-common/ReadOnly';
import { displayUrl, filesOf, IMAGE_UPLOAD } from '../advanced-common/uploads';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';

interface ScoreDraft {
  raceName: string;
  year: string;
  finishTime: string;
  certificate: string;
}

function scoreOf(value: unknown): ScoreDraft {
  const v = isRecord(value) ? value : {};
  return {
    raceName: textOf(v.raceName),
    year: textOf(v.year),
    finishTime: textOf(v.finishTime),
    certificate: textOf(v.certificate),
  };
}

/** The fee and how it is paid, as it is: nothing is charged on the page; the organisers check by hand. */
function FeeNote({ fee, testId }: { fee: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Text
      fontSize="sm"
      bg="orange.50"
      color="orange.900"
      borderRadius="md"
      px="3"
      py="2"
      data-testid={testId}
    >
      {fee > 0 ? t('signup.scoreValidationField.fee', { fee }) : t('signup.scoreValidationField.free')}
    </Text>
  );
}

function ScoreValidationReadOnly({ field, value, inputId }: FieldProps<'scoreValidation'>) {
  const { t } = useTranslation();
  const draft = scoreOf(value);
  const text = [draft.year, draft.raceName, draft.finishTime].filter(Boolean).join(' · ');
  return (
    <FieldShell field={field} inputId={inputId} error={undefined} group>
      <ReadOnlyText testId={`${field.key}-readonly`}>
        {text || draft.certificate ? (
          <Stack gap="2">
            {text ? <Text>{text}</Text> : null}
            {draft.certificate ? (
              <Thumbnail
                url={draft.certificate}
                alt={t('signup.scoreValidationField.certificate')}
                testId={`${field.key}-readonly-image`}
              />
            ) : null}
            {text ? <FeeNote fee={field.fee} testId={`${field.key}-readonly-fee`} /> : null}
          </Stack>
        ) : null}
      </ReadOnlyText>
    </FieldShell>
  );
}

/**
 * Spec 000 §1 paid score validation: a result from another race (race, year, finish time) and its certificate.
 * The organisers check it by hand; the fee is paid at kit collection, not here.
 */
export function ScoreValidationField(props: FieldProps<'scoreValidation'>) {
  const { field, value, onChange, onBlur, errorAt, inputId } = props;
  const { t } = useTranslation();
  if (props.readOnly) return <ScoreValidationReadOnly {...props} />;

  const draft = scoreOf(value);
  const set = (next: Partial<ScoreDraft>) => {
    const merged = { ...draft, ...next };
    const empty = Object.values(merged).every((part) => part.trim() === '');
    onChange(empty ? undefined : merged);
  };
  const sub = {
    raceName: errorAt('raceName'),
    year: errorAt('year'),
    finishTime: errorAt('finishTime'),
    certificate: errorAt('certificate'),
  };
  const anySub = Object.values(sub).some(Boolean);

  return (
    <FieldShell field={field} inputId={inputId} error={anySub ? undefined : errorAt()} group>
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        <FeeNote fee={field.fee} testId={`${field.key}-fee`} />
        <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="flex-start">
          <SubField
            id={inputId}
            label={t('signup.scoreValidationField.race')}
            error={sub.raceName}
            testId={`${field.key}-race`}
            flex="1 1 14rem"
          >
            <Input
              value={draft.raceName}
              onChange={(event) => set({ raceName: event.target.value })}
              maxLength={60}
              data-testid={`${field.key}-race`}
            />
          </SubField>
          <SubField
            id={`${inputId}-year`}
            label={t('signup.scoreValidationField.year')}
            error={sub.year}
            testId={`${field.key}-year`}
            flex="0 0 7rem"
          >
            <Input
              value={draft.year}
              onChange={(event) => set({ year: event.target.value })}
              inputMode="numeric"
              maxLength={4}
              placeholder="2025"
              data-testid={`${field.key}-year`}
            />
          </SubField>
          <SubField
            id={`${inputId}-time`}
            label={t('signup.scoreValidationField.time')}
            error={sub.finishTime}
            testId={`${field.key}-time`}
            flex="0 0 10rem"
          >
            <Input
              value={draft.finishTime}
              onChange={(event) => set({ finishTime: event.target.value })}
              placeholder="1:45:30"
              maxLength={7}
              data-testid={`${field.key}-time`}
            />
          </SubField>
        </Flex>
        <Box>
          <Text fontSize="sm" mb="1">
            {t('signup.scoreValidationField.certificate')}
          </Text>
          <FileUpload
            value={filesOf(draft.certificate)}
            onChange={(files) => set({ certificate: files[0]?.url ?? '' })}
            endpoint={API_PATHS.uploadImage}
            resolveUrl={displayUrl}
            accept={IMAGE_UPLOAD.accept}
            maxSize={IMAGE_UPLOAD.maxSize}
            limit={1}
            confirmDelete
            testId={`${field.key}-certificate`}
          />
          {sub.certificate ? (
            <Text color="red.600" fontSize="sm" mt="1" data-testid={`${field.key}-certificate-error`}>
              {sub.certificate}
            </Text>
          ) : null}
        </Box>
      </Stack>
    </FieldShell>
  );
}
